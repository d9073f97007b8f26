import type { PublishedEvaluation } from "@faircarat/contracts/methodology";
import { PageIntro } from "@/components/page-intro";
import { AccuracySection } from "./accuracy-section";
import { FairValueSection } from "./fair-value-section";
import { SourcesSection } from "./sources-section";

/**
 * The public methodology page: what the fair value is, its sources with their dates, and the
 * engine's measured accuracy.
 */
export function MethodologyPage({ evaluation }: { evaluation: PublishedEvaluation }) {
  return (
    <>
      <PageIntro eyebrow="Methodology" title="How FairCarat Values a Diamond">
        <p>
          What the fair market value is, the market data it stands on with their dates, and how
          accurate the engine measured itself to be.
        </p>
      </PageIntro>
      <div className="page-container py-12 sm:py-16">
        <div className="max-w-4xl space-y-12">
          <FairValueSection />
          <SourcesSection sources={evaluation.sources} dataDate={evaluation.dataDate} />
          <AccuracySection evaluation={evaluation} />
        </div>
      </div>
    </>
  );
}
