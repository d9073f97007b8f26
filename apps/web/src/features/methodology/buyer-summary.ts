import type { EvaluationRow, PublishedEvaluation } from "@faircarat/contracts/methodology";

/**
 * The evaluation's rows the buyer's summary reads, by the fold names `npm run pricing:eval`
 * publishes (packages/pricing/scripts/publish-evaluation.ts): the summary's figures are the cards'
 * own, never typed in.
 */
export const summaryFolds = {
  /** The fair value against the median of the retailers' medians, on cells 3+ retailers list. */
  fairValueGap: "Typical price across retailers",
  /** Those cells' listings inside the 80% range a report of each states. */
  rangeHolds: "Listings of those cells",
  /** A retailer's listings against the fair value of an engine fitted without that retailer. */
  unseenRetailer: "A retailer it has never seen",
} as const;

export interface BuyerSummary {
  fairValueGap: Pick<EvaluationRow, "n" | "unit"> & { mdape: number };
  rangeHolds: Pick<EvaluationRow, "n" | "unit"> & { coverage: number };
  unseenRetailer: { mdape: number } | null;
  /** The newest listing, and the newest published index edition's collection day, if any. */
  listingsUpTo: string;
  indexUpTo: string | null;
  evaluatedOn: string;
}

const row = (evaluation: PublishedEvaluation, fold: string) =>
  evaluation.rows.find((candidate) => candidate.fold === fold);

/** The plain summary's figures; null when the evaluation lacks the two it leads with. */
export function buyerSummary(evaluation: PublishedEvaluation): BuyerSummary | null {
  const gap = row(evaluation, summaryFolds.fairValueGap);
  const range = row(evaluation, summaryFolds.rangeHolds);
  if (typeof gap?.mdape !== "number" || typeof range?.coverage !== "number") return null;
  const unseen = row(evaluation, summaryFolds.unseenRetailer);
  const indexDays = evaluation.sources.indexes.map((index) => index.newestCollectedOn).sort();
  return {
    fairValueGap: { n: gap.n, unit: gap.unit, mdape: gap.mdape },
    rangeHolds: { n: range.n, unit: range.unit, coverage: range.coverage },
    unseenRetailer: typeof unseen?.mdape === "number" ? { mdape: unseen.mdape } : null,
    listingsUpTo: evaluation.dataDate,
    indexUpTo: indexDays.at(-1) ?? null,
    evaluatedOn: evaluation.evaluatedOn,
  };
}
