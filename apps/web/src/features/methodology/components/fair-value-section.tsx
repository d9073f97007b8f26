import { ProseSection } from "@/components/prose-section";

/** What the figure a report leads with is, and what it is not. */
export function FairValueSection() {
  return (
    <ProseSection title="What the fair market value is">
      <p>
        The fair market value is the typical asking price for a diamond&apos;s specs across
        retailers, each retailer counting once, on the analysis&apos;s valuation date (the day it is
        made).
      </p>
      <ul>
        <li>
          A pricing model is fitted on dated lab-grown listings: how carat, color, clarity, cut and
          shape move each retailer&apos;s prices, and how prices move over time.
        </li>
        <li>
          Each retailer with data near the specs, its own listings or a published index&apos;s
          cells, gives its usual price for them; the fair market value is their typical price, so a
          retailer with many listings counts no more than one with few.
        </li>
        <li>
          Where the newest data are older than the valuation date, the model carries prices forward
          along the measured trend, for a few months at most, and widens the range for it. The
          report names the dates of its listings and of the newest index edition.
        </li>
        <li>
          The 80% range is where 80% of listings of these specs sit. It is an asking-price
          comparison, not an appraisal, a grading report or an offer.
        </li>
      </ul>
    </ProseSection>
  );
}
