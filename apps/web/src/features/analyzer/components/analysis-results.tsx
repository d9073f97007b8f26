import type { AnalysisResult } from "@faircarat/contracts";
import { FileDown, TriangleAlert } from "lucide-react";
import { paths } from "@faircarat/contracts/paths";
import { formatDollars } from "@faircarat/contracts/numbers";
import { basisLine } from "@/components/report/basis-line";
import { ComparableList } from "@/components/report/comparable-list";
import { LabGrownNote } from "@/components/report/lab-grown-note";
import { RecommendationList } from "@/components/report/recommendation-list";
import { ReportKeyFigures } from "@/components/report/report-key-figures";
import { VerdictBanner } from "@/components/report/verdict-banner";
import { buttonVariants } from "@/components/ui/button";
import { AnalysisSources } from "./analysis-sources";

/** The results card (spec section 2), plus the market range, retailer context, warnings and sources. */
export function AnalysisResults({ analysis }: { analysis: AnalysisResult }) {
  return (
    <div className="space-y-6">
      <VerdictBanner isOverpriced={analysis.isOverpriced} markupPercentage={analysis.markupPercentage}>
        {analysis.isOverpriced
          ? "The listed price is above the range most similar diamonds sell for."
          : "The listed price is within the range similar diamonds sell for."}
      </VerdictBanner>

      <ReportKeyFigures analysis={analysis} />

      {analysis.retailer && analysis.expectedAtRetailer !== null ? (
        <p className="text-sm text-ink-soft">
          {analysis.retailer} usually lists these specs at about{" "}
          <strong className="text-ink">{formatDollars(analysis.expectedAtRetailer)}</strong>.
        </p>
      ) : null}

      <LabGrownNote isEthicallySourced={analysis.isEthicallySourced} />

      {analysis.warnings.length > 0 ? (
        <ul className="space-y-1 rounded-control bg-warning-soft p-3 text-sm text-warning">
          {analysis.warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{warning}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <RecommendationList items={analysis.recommendations} />
      <ComparableList items={analysis.comparableListings} />
      <AnalysisSources specs={analysis.specs} sources={analysis.sources} />

      <div className="space-y-3 border-t border-line pt-4">
        <p className="text-xs text-ink-muted">{basisLine(analysis.basis)}.</p>
        <a href={paths.auth} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "secondary", className: "w-full" })}>
          <FileDown aria-hidden="true" />
          Download Full PDF Report
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
