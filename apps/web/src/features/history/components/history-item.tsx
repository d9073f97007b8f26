import type { AnalysisRecord } from "@faircarat/contracts";
import { formatDate, formatDollars, formatSignedPercent } from "@faircarat/contracts/figures";
import { ChevronDown, ExternalLink } from "lucide-react";
import { MarketTrendSection } from "@/components/market-trend/market-trend-section";
import { RetailerPriceList } from "@/components/report/retailer-price-list";
import { ComparableList, SameStoneList } from "@/components/report/comparable-list";
import { verdictLabel, verdictTone } from "@/components/report/price-verdict";
import { RecommendationList } from "@/components/report/recommendation-list";
import { ReportBasis } from "@/components/report/report-basis";
import { ReportKeyFigures } from "@/components/report/report-key-figures";
import { ReportPdfLink } from "@/components/report/report-pdf-link";
import { ReportWarnings } from "@/components/report/report-warnings";
import { StoneFacts } from "@/components/report/stone-facts";
import { RetailerContext } from "@/components/report/retailer-context";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { ExportMenu } from "./export-menu";
import { ShareLinks } from "./share-links";
import { TrackControl } from "./track-control";
import { webLinkOf } from "@faircarat/contracts/web-link";
import { chosenValuationDate } from "@faircarat/contracts/valuation-date";

interface HistoryItemProps {
  record: AnalysisRecord;
  userId: string;
  expanded: boolean;
  onToggle: () => void;
}

/** One past analysis; its details open with 'View Details'. */
export function HistoryItem({ record, userId, expanded, onToggle }: HistoryItemProps) {
  const detailsId = `history-details-${record.id}`;
  const analysis = record.analysis_data.analysis;
  const title = reportTitle(analysis);
  const verdict = { isOverpriced: record.is_overpriced, verdict: analysis.verdict };
  const tone = verdictTone(verdict);
  const listingLink = webLinkOf(record.listing_url);
  const valuedFor = chosenValuationDate(analysis.basis, record.created_at);
  return (
    <li className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs text-ink-muted">
            <time dateTime={record.created_at}>{formatDate(record.created_at)}</time>
            {valuedFor ? (
              <>
                {" "}
                · valued for <time dateTime={valuedFor}>{formatDate(valuedFor)}</time>
              </>
            ) : null}
          </p>
          <h3 className="mt-0.5 font-semibold text-ink">{title}</h3>
          <p className="mt-1 text-sm text-ink-soft">
            Listed{" "}
            <span className="font-semibold text-ink tabular-nums">
              {formatDollars(record.listed_price)}
            </span>{" "}
            vs fair value{" "}
            <span className="font-semibold text-ink tabular-nums">
              {formatDollars(record.fair_market_value)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tone === "danger" ? "warning" : tone}>{verdictLabel(verdict)}</Badge>
          <span className="text-sm text-ink-soft">
            Markup{" "}
            <span className="font-semibold text-ink tabular-nums">
              {formatSignedPercent(record.markup_percentage)}
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            {expanded ? "Show Less" : "View Details"}
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform", expanded && "rotate-180")}
            />
          </Button>
        </div>
      </div>
      {expanded ? (
        <div id={detailsId} className="mt-4 space-y-4 border-t border-line pt-4">
          <ReportKeyFigures analysis={analysis} wide />
          <RetailerContext analysis={analysis} />
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
          <div className="flex flex-wrap gap-3">
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
            <ReportPdfLink analysisId={record.id} size="sm" />
            <ExportMenu record={record} />
          </div>
          <TrackControl userId={userId} analysisId={record.id} />
          <ShareLinks analysisId={record.id} />
          {/* Last: the chart loads when scrolled near, and nothing below it moves when it does. */}
          <MarketTrendSection shape={analysis.specs.shape} carat={analysis.specs.carat} />
        </div>
      ) : null}
    </li>
  );
}
