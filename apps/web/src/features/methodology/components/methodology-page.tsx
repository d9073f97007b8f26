import type { PublishedEvaluation } from "@faircarat/contracts/methodology";
import { PageIntro } from "@/components/page-intro";
import { AccuracySection } from "./accuracy-section";
import { BuyerSummarySection } from "./buyer-summary-section";
import { FairValueSection } from "./fair-value-section";
import { SourcesSection } from "./sources-section";

/**
 * The public methodology page, for a buyer first: a plain summary from the evaluation's figures,
 * then what the fair value is, its sources with their dates, and the engine's measured accuracy.
 */
export function MethodologyPage({ evaluation }: { evaluation: PublishedEvaluation }) {
  return (
    <>
      <PageIntro eyebrow="Methodology" title="How FairCarat Values a Diamond">
        <p>
          How close a FairCarat fair value is to what the market lists, how often its range holds,
          what the confidence means for your stone and how fresh the data are; then the detail.
        </p>
      </PageIntro>
      <div className="page-container py-12 sm:py-16">
        <div className="max-w-4xl space-y-12">
          <BuyerSummarySection evaluation={evaluation} />
          <FairValueSection />
          <SourcesSection sources={evaluation.sources} dataDate={evaluation.dataDate} />
          <AccuracySection evaluation={evaluation} />
        </div>
      </div>
    </>
  );
}
