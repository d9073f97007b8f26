import { basisSources } from "@faircarat/contracts/evidence-texts";
import { formatDate, formatDollars } from "@faircarat/contracts/figures";
import { ArrowRight, TrendingDown, TrendingUp } from "lucide-react";
import { useState } from "react";
import { RetailerPriceList } from "@/components/report/retailer-price-list";
import { AlternativeList } from "@/components/report/alternative-list";
import { ComparableList } from "@/components/report/comparable-list";
import { LabGrownNote } from "@/components/report/lab-grown-note";
import { RecommendationList } from "@/components/report/recommendation-list";
import { ReportKeyFigures } from "@/components/report/report-key-figures";
import { RetailerContext } from "@/components/report/retailer-context";
import { VerdictBanner } from "@/components/report/verdict-banner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { toReportModel } from "@faircarat/contracts/report-model";
import { scrollToSection } from "@/lib/scroll-to-section";
import { sampleReports } from "../samples";
import { DemoDiamondFacts } from "./demo-diamond-facts";
import { SamplePicker } from "./sample-picker";

const { computedOn, samples } = sampleReports;

/**
 * #demo-report: a complete sample report with fixed data computed by our engine. "View More
 * Samples" offers the others (another shape, a value and a premium retailer) in the same card.
 */
export function DemoReport() {
  const [moreShown, setMoreShown] = useState(false);
  const [selectedId, setSelectedId] = useState(samples[0]!.id);
  const { analysis, listing } = samples.find((sample) => sample.id === selectedId) ?? samples[0]!;
  const report = toReportModel({
    analysis,
    listingUrl: listing.url ?? null,
    certificateNumber: null,
  });

  function select(id: string) {
    setSelectedId(id);
    scrollToSection("demo-report");
  }

  function showMore() {
    setMoreShown(true);
    select(
      samples[(samples.findIndex((sample) => sample.id === selectedId) + 1) % samples.length]!.id,
    );
  }

  const TrendIcon = analysis.marketTrend?.includes("falling") ? TrendingDown : TrendingUp;
  return (
    <section id="demo-report" aria-labelledby="demo-report-title" className="py-16 sm:py-20">
      <div className="page-container">
        <Badge tone="warning">Demo Report - Not for Purchase Decisions</Badge>
        <h2 id="demo-report-title" className="mt-3 text-3xl font-bold tracking-tight text-ink">
          Sample Report: {reportTitle(analysis)}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-soft">
          Computed by our pricing engine on {formatDate(computedOn)} from{" "}
          {basisSources(analysis.basis)} ({analysis.basis.retailers.join(", ")}; market data of{" "}
          {formatDate(analysis.basis.dataDate)}).{" "}
          {listing.real ? "The listing and its price are real" : "The asking price is a sample"};
          the comparable listings are real.
        </p>
        {moreShown ? (
          <SamplePicker samples={samples} selectedId={selectedId} onSelect={select} />
        ) : null}

        <div className="mt-8 grid gap-6 lg:grid-cols-5 lg:items-start">
          <Card className="lg:col-span-2">
            <CardContent className="space-y-5">
              <h3 className="text-lg font-semibold text-ink">The diamond</h3>
              <DemoDiamondFacts
                specs={analysis.specs}
                certification={listing.certification}
                retailer={listing.retailer}
                listedPrice={analysis.listedPrice}
                pricePerCarat={analysis.pricePerCarat}
              />
              <LabGrownNote isEthicallySourced={analysis.isEthicallySourced} />
              {analysis.marketTrend ? (
                <div>
                  <h4 className="text-sm font-semibold text-ink">Market trend</h4>
                  <p className="mt-1 flex gap-2 text-sm text-ink-soft">
                    <TrendIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{analysis.marketTrend}</span>
                  </p>
                </div>
              ) : null}
            </CardContent>
          </Card>

          <Card className="lg:col-span-3">
            <CardContent className="space-y-6">
              <VerdictBanner analysis={analysis}>
                Listed at {formatDollars(analysis.listedPrice)} by {listing.retailer}; the market
                value is {formatDollars(analysis.fairMarketValue)}.
              </VerdictBanner>
              <ReportKeyFigures analysis={analysis} />
              <RetailerContext analysis={analysis} />
              <RecommendationList items={report.recommendations} headingLevel="h3" />
              <ComparableList items={report.comparables} headingLevel="h3" />
              <RetailerPriceList items={report.retailerPrices} headingLevel="h3" />
              <p className="text-xs text-ink-muted">{analysis.timeNote}</p>
            </CardContent>
          </Card>
        </div>

        <Card className="mt-6">
          <CardContent>
            <AlternativeList items={report.alternatives} headingLevel="h3" />
          </CardContent>
        </Card>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => scrollToSection("analyzer")}>
            Get Your Real Report
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button size="lg" variant="secondary" onClick={showMore}>
            View More Samples
          </Button>
        </div>
      </div>
    </section>
  );
}
