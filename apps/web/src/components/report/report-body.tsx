import type { ReactNode } from "react";
import { isNaturalStone } from "@faircarat/contracts/natural-equivalent";
import { toReportModel, type ReportSubject } from "@faircarat/contracts/report-model";
import { MarketTrendSection } from "@/components/market-trend/market-trend-section";
import { AlternativeList } from "./alternative-list";
import { ComparableList, SameStoneList } from "./comparable-list";
import { DiamondAnalyzed } from "./diamond-analyzed";
import { LabGrownNote } from "./lab-grown-note";
import { RecommendationList } from "./recommendation-list";
import { ReportBasis } from "./report-basis";
import type { ReportHeading } from "./report-heading";
import { ReportKeyFigures } from "./report-key-figures";
import { ReportWarnings } from "./report-warnings";
import { RetailerPriceList } from "./retailer-price-list";
import { StoneFacts } from "./stone-facts";
import { NaturalEquivalentSection } from "./natural-equivalent-section";
import { VerdictBanner } from "./verdict-banner";

interface ReportBodyProps {
  subject: ReportSubject;
  /** The level of the report's section headings: one under the title of the screen showing it. */
  headingLevel?: ReportHeading;
  /** The screen's controls (PDF, export, share, track; or the shared page's PDF), above the chart. */
  actions?: ReactNode;
  /** More sections about the stone, mounted after "About this stone", one line each. */
  children?: ReactNode;
}

/**
 * The one body of a report, on every screen that shows one (the report's page, an open history
 * item, a shared link), drawn from the one report model the PDF is drawn from too: the same
 * verdict and story, comparables, alternatives and wording everywhere.
 */
export function ReportBody({ subject, headingLevel = "h4", actions, children }: ReportBodyProps) {
  const { analysis } = subject;
  const report = toReportModel(subject);
  return (
    <div className="space-y-6">
      <VerdictBanner analysis={analysis}>
        <p>{report.verdict.story}</p>
        {report.verdict.why ? <p className="text-ink-muted">{report.verdict.why}</p> : null}
      </VerdictBanner>
      <ReportKeyFigures analysis={analysis} wide />
      <LabGrownNote isEthicallySourced={analysis.isEthicallySourced} />
      <ReportWarnings items={report.warnings} />
      <DiamondAnalyzed rows={report.specs} headingLevel={headingLevel} />
      <StoneFacts analysis={analysis} />
      <NaturalEquivalentSection analysis={analysis} />
      {children}
      <RecommendationList items={report.recommendations} headingLevel={headingLevel} />
      <ComparableList items={report.comparables} headingLevel={headingLevel} />
      <AlternativeList items={report.alternatives} headingLevel={headingLevel} />
      <RetailerPriceList items={report.retailerPrices} headingLevel={headingLevel} />
      <SameStoneList items={report.sameStone} headingLevel={headingLevel} />
      <ReportBasis lines={report.basis} />
      {actions ? <div className="space-y-4 border-t border-line pt-4">{actions}</div> : null}
      {/* Last: the chart loads when scrolled near, and the controls above it never move under a tap.
          The trend is the lab-grown market's: a natural stone's report has none (no natural history). */}
      {isNaturalStone(analysis) ? null : (
        <MarketTrendSection shape={analysis.specs.shape} carat={analysis.specs.carat} />
      )}
    </div>
  );
}
