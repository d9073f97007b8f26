// Breaks the engine's purity on purpose: lint-rules.test.ts checks that lint refuses each line.
import { readFileSync } from "node:fs";
import { z } from "zod";

export const fromDisk = () => readFileSync("feed.csv", "utf8");
export const fromEnvironment = () => process.env.PRICING_TAIL;
export const fromNetwork = () => fetch("https://example.com/prices");
export const validated = z.number();
