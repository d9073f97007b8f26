import { sampleReportFileSchema } from "@faircarat/contracts/sample-reports";
import sampleFile from "./samples.json";

/**
 * The sample reports: our engine's answers for four listings on one day, written by
 * `npm run samples:make` (docs/decisions/009-analyzer.md). Checked against the contract on load,
 * so a stale file fails the tests rather than showing wrong fields.
 */
export const sampleReports = sampleReportFileSchema.parse(sampleFile);
