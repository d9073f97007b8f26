import type { ReactNode } from "react";
import type { AnalysisResult } from "@faircarat/contracts";
import { MarketTrendSection } from "@/components/market-trend/market-trend-section";
import { RetailerPriceList } from "@/components/report/retailer-price-list";
import { ComparableList, SameStoneList } from "@/components/report/comparable-list";
import { LabGrownNote } from "@/components/report/lab-grown-note";
import { verdictExplanation } from "@/components/report/price-verdict";
import { RecommendationList } from "@/components/report/recommendation-list";
import { ReportBasis } from "@/components/report/report-basis";
import { ReportKeyFigures } from "@/components/report/report-key-figures";
import { ReportPdfLink } from "@/components/report/report-pdf-link";
import { ReportWarnings } from "@/components/report/report-warnings";
import { StoneFacts } from "@/components/report/stone-facts";
import { NaturalEquivalentSection } from "@/components/report/natural-equivalent-section";
import { RetailerContext } from "@/components/report/retailer-context";
import { VerdictBanner } from "@/components/report/verdict-banner";
import { AnalysisSources } from "./analysis-sources";

/**
 * The results card (spec section 2), plus the market range, retailer context, same stone elsewhere,
 * warnings and sources. `analysisId` is the signed-in owner's stored analysis: its PDF downloads;
 * without it the link opens /auth.
 */
export function AnalysisResults({
  analysis,
  analysisId = null,
  actions = null,
}: {
  analysis: AnalysisResult;
  analysisId?: string | null;
  actions?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <VerdictBanner analysis={analysis}>{verdictExplanation(analysis)}</VerdictBanner>

      <ReportKeyFigures analysis={analysis} />
      <RetailerContext analysis={analysis} />
      <LabGrownNote isEthicallySourced={analysis.isEthicallySourced} />
      <ReportWarnings items={analysis.warnings} />
      <StoneFacts analysis={analysis} />
      <NaturalEquivalentSection analysis={analysis} />

      <RecommendationList items={analysis.recommendations} />
      <ComparableList
        items={analysis.comparableListings}
        valuationDate={analysis.basis.valuationDate}
      />
      <RetailerPriceList items={analysis.retailerPrices} />
      <SameStoneList
        items={analysis.sameStone ?? []}
        valuationDate={analysis.basis.valuationDate}
      />
      <AnalysisSources specs={analysis.specs} sources={analysis.sources} />

      <div className="space-y-3 border-t border-line pt-4">
        <ReportBasis analysis={analysis} />
        <ReportPdfLink analysisId={analysisId} className="w-full" />
        {actions}
      </div>

      {/* Last: the chart loads when scrolled near, and the actions above it never move under a tap. */}
      <MarketTrendSection shape={analysis.specs.shape} carat={analysis.specs.carat} />
    </div>
  );
}
