import type { ReactNode } from "react";
import type { PublishedEvaluation } from "@faircarat/contracts/methodology";
import { formatCount, formatDate, formatShare } from "@faircarat/contracts/figures";
import { buyerSummary } from "../buyer-summary";

function Point({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="mt-1 leading-relaxed text-ink-soft">{children}</dd>
    </div>
  );
}

/**
 * The page's opening for a buyer: four plain answers, read in a minute, with the evaluation's own
 * figures (the same file the detail below shows).
 */
export function BuyerSummarySection({ evaluation }: { evaluation: PublishedEvaluation }) {
  const summary = buyerSummary(evaluation);
  if (!summary) return null;
  const { fairValueGap, rangeHolds, unseenRetailer } = summary;
  return (
    <section aria-labelledby="summary-title" className="space-y-4">
      <h2 id="summary-title" className="text-xl font-semibold text-ink">
        In a minute
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Point term="How close the fair value is to what the market lists">
          Typically within <strong className="text-ink">{formatShare(fairValueGap.mdape)}</strong>{" "}
          of the typical asking price across retailers, on {formatCount(fairValueGap.n)}{" "}
          {fairValueGap.unit} of stones that three or more retailers list, each priced without them.
          {unseenRetailer
            ? ` One retailer's own price can be much further off: at a retailer whose prices the engine had never seen, a listing was typically ${formatShare(unseenRetailer.mdape)} from the fair value.`
            : null}
        </Point>
        <Point term="How often the range holds">
          <strong className="text-ink">{formatShare(rangeHolds.coverage)}</strong> of{" "}
          {formatCount(rangeHolds.n)} real {rangeHolds.unit} fell inside the 80% range a report
          states for them. Hold a price against the range: a listing outside it is unusual for its
          specs.
        </Point>
        <Point term="What the confidence on your report means">
          It is the chance that the typical asking price for your stone&apos;s specs across
          retailers lies within 10% of the fair value your report states. It reads low where
          retailers disagree about stones like yours or list few of them: then lean on the range and
          the retailers&apos; usual prices in the report, not on the single figure.
        </Point>
        <Point term="How old the data is">
          Listings up to <strong className="text-ink">{formatDate(summary.listingsUpTo)}</strong>
          {summary.indexUpTo ? (
            <>
              {" "}
              and published index prices up to{" "}
              <strong className="text-ink">{formatDate(summary.indexUpTo)}</strong>
            </>
          ) : null}
          ; these figures were measured on {formatDate(summary.evaluatedOn)}. Your report names the
          dates it stands on, and carries prices forward along the measured trend for a few months
          at most.
        </Point>
      </dl>
      <p className="text-sm text-ink-muted">
        The detail follows: what the fair market value is, the data with their dates, and every test
        the engine was put to.
      </p>
    </section>
  );
}
