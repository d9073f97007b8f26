import type { AnalysisResult } from "@faircarat/contracts";
import { FileDown } from "lucide-react";
import { paths } from "@faircarat/contracts/paths";
import { ComparableList, SameStoneList } from "@/components/report/comparable-list";
import { LabGrownNote } from "@/components/report/lab-grown-note";
import { verdictExplanation } from "@/components/report/price-verdict";
import { RecommendationList } from "@/components/report/recommendation-list";
import { ReportBasis } from "@/components/report/report-basis";
import { ReportKeyFigures } from "@/components/report/report-key-figures";
import { ReportWarnings } from "@/components/report/report-warnings";
import { RetailerContext } from "@/components/report/retailer-context";
import { VerdictBanner } from "@/components/report/verdict-banner";
import { buttonVariants } from "@/components/ui/button";
import { AnalysisSources } from "./analysis-sources";

/** The results card (spec section 2), plus the market range, retailer context, same stone elsewhere, warnings and sources. */
export function AnalysisResults({ analysis }: { analysis: AnalysisResult }) {
  return (
    <div className="space-y-6">
      <VerdictBanner analysis={analysis}>{verdictExplanation(analysis)}</VerdictBanner>

      <ReportKeyFigures analysis={analysis} />
      <RetailerContext analysis={analysis} />
      <LabGrownNote isEthicallySourced={analysis.isEthicallySourced} />
      <ReportWarnings items={analysis.warnings} />

      <RecommendationList items={analysis.recommendations} />
      <ComparableList items={analysis.comparableListings} />
      <SameStoneList items={analysis.sameStone ?? []} />
      <AnalysisSources specs={analysis.specs} sources={analysis.sources} />

      <div className="space-y-3 border-t border-line pt-4">
        <ReportBasis analysis={analysis} />
        <a href={paths.auth} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "secondary", className: "w-full" })}>
          <FileDown aria-hidden="true" />
          Download Full PDF Report
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
