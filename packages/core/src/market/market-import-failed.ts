import { describeProblems, type MarketImportProblem } from "./market-import-summary";

/**
 * An import stopped by an error (the database went away, a stalled statement): the run is recorded
 * as failed with what stopped it.
 */
export class MarketImportFailedError extends Error {
  constructor(
    readonly problems: MarketImportProblem[],
    cause: unknown,
  ) {
    super(`market import failed: ${describeProblems(problems)}`, { cause });
    this.name = "MarketImportFailedError";
  }
}
