// Breaks the routes' rule on purpose: lint-rules.test.ts checks that lint refuses it.
import { toAnalysisResult } from "@faircarat/core/analyses/to-analysis-result";

export const internal = toAnalysisResult;
