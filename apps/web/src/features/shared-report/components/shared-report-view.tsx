import type { SharedReport } from "@faircarat/contracts";
import { sharedReportApiPath } from "@faircarat/contracts/report-paths";
import { ExternalLink, FileDown } from "lucide-react";
import { MarketTrendSection } from "@/components/market-trend/market-trend-section";
import { RetailerPriceList } from "@/components/report/retailer-price-list";
import { ComparableList, SameStoneList } from "@/components/report/comparable-list";
import { LabGrownNote } from "@/components/report/lab-grown-note";
import { verdictExplanation } from "@/components/report/price-verdict";
import { RecommendationList } from "@/components/report/recommendation-list";
import { ReportBasis } from "@/components/report/report-basis";
import { ReportKeyFigures } from "@/components/report/report-key-figures";
import { ReportWarnings } from "@/components/report/report-warnings";
import { StoneFacts } from "@/components/report/stone-facts";
import { RetailerContext } from "@/components/report/retailer-context";
import { VerdictBanner } from "@/components/report/verdict-banner";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { formatDate } from "@faircarat/contracts/figures";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { webLinkOf } from "@faircarat/contracts/web-link";
import { chosenValuationDate } from "@faircarat/contracts/valuation-date";

/** A report someone shared: the whole analysis, read-only, with nothing of its owner. */
export function SharedReportView({ report, token }: { report: SharedReport; token: string }) {
  const { analysis } = report;
  const listingLink = webLinkOf(report.listingUrl);
  const valuedFor = chosenValuationDate(analysis.basis, report.createdAt);
  return (
    <article
      aria-labelledby="shared-report-title"
      className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <header className="space-y-2">
        <Badge tone="primary">Shared report - read only</Badge>
        <h1
          id="shared-report-title"
          className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          {reportTitle(analysis)}
        </h1>
        <p className="text-sm text-ink-muted">
          Analysis of <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
          {valuedFor ? (
            <>
              {" "}
              · valued for <time dateTime={valuedFor}>{formatDate(valuedFor)}</time>
            </>
          ) : null}
        </p>
      </header>
      <VerdictBanner analysis={analysis}>{verdictExplanation(analysis)}</VerdictBanner>
      <ReportKeyFigures analysis={analysis} wide />
      <RetailerContext analysis={analysis} />
      <LabGrownNote isEthicallySourced={analysis.isEthicallySourced} />
      <ReportWarnings items={analysis.warnings} />
      <StoneFacts analysis={analysis} />
      <RecommendationList items={analysis.recommendations} />
      <ComparableList
        items={analysis.comparableListings}
        valuationDate={analysis.basis.valuationDate}
        limit={analysis.comparableListings.length}
      />
      <RetailerPriceList items={analysis.retailerPrices} />
      <SameStoneList
        items={analysis.sameStone ?? []}
        valuationDate={analysis.basis.valuationDate}
      />
      <ReportBasis analysis={analysis} />
      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        <a
          href={`${sharedReportApiPath(token)}/report.pdf`}
          download
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <FileDown aria-hidden="true" />
          Download PDF
        </a>
        {listingLink ? (
          <a
            href={listingLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            <ExternalLink aria-hidden="true" />
            View Original Listing
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {/* Last: the chart loads when scrolled near, and the links above it never move under a tap. */}
      <MarketTrendSection shape={analysis.specs.shape} carat={analysis.specs.carat} />
    </article>
  );
}
