import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars, formatPercent } from "@faircarat/contracts/figures";
import { Info } from "lucide-react";
import { cn } from "@/lib/cn";
import { MarketRangeBar } from "./market-range-bar";
import { savingsLine } from "./price-verdict";
import { ReportStat } from "./report-stat";

type KeyFigures = Pick<
  AnalysisResult,
  | "listedPrice"
  | "fairMarketValue"
  | "confidence"
  | "confidenceMeaning"
  | "rangeMeaning"
  | "savingsAmount"
  | "low"
  | "high"
  | "isOverpriced"
>;

/**
 * Listed price, fair market value, confidence (and what it means) and savings, with the market
 * range under them.
 */
interface ReportKeyFiguresProps {
  analysis: KeyFigures;
  /**
   * Four figures in a row from small screens up, where the report has the width (the history
   * details).
   */
  wide?: boolean;
}

export function ReportKeyFigures({ analysis, wide = false }: ReportKeyFiguresProps) {
  const savings = savingsLine(analysis.savingsAmount);
  return (
    <>
      <div className="space-y-2">
        <dl className={cn("grid grid-cols-2 gap-3", wide && "sm:grid-cols-4")}>
          <ReportStat label="Listed Price" value={formatDollars(analysis.listedPrice)} />
          <ReportStat label="Fair Market Value" value={formatDollars(analysis.fairMarketValue)} />
          <ReportStat label="Confidence" value={formatPercent(analysis.confidence)} />
          <ReportStat
            label={savings.label}
            value={formatDollars(savings.amount)}
            tone={savings.label === "You Could Save" ? "savings" : "danger"}
          />
        </dl>
        {analysis.confidenceMeaning ? (
          <p className="flex gap-2 text-xs text-ink-muted">
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              <span className="sr-only">Confidence: </span>
              {analysis.confidenceMeaning}
            </span>
          </p>
        ) : null}
      </div>
      <MarketRangeBar {...analysis} />
    </>
  );
}
