/*
 * The report's words outside the browser (PDF, CSV); the verdict's own words are shared with the
 * web report from contracts (verdict-texts.ts).
 */
export { resolveVerdict, savingsLine, verdictHeadline } from "@faircarat/contracts/verdict-texts";
