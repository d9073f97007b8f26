import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/numbers";
import { formatConfidence } from "@/lib/format";
import { MarketRangeBar } from "./market-range-bar";
import { savingsLine } from "./price-verdict";
import { ReportStat } from "./report-stat";

type KeyFigures = Pick<
  AnalysisResult,
  "listedPrice" | "fairMarketValue" | "confidence" | "savingsAmount" | "low" | "high" | "isOverpriced"
>;

/** Listed price, fair market value, confidence and savings, with the market range under them. */
export function ReportKeyFigures({ analysis }: { analysis: KeyFigures }) {
  const savings = savingsLine(analysis.savingsAmount);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <ReportStat label="Listed Price" value={formatDollars(analysis.listedPrice)} />
        <ReportStat label="Fair Market Value" value={formatDollars(analysis.fairMarketValue)} />
        <ReportStat label="Confidence" value={formatConfidence(analysis.confidence)} />
        <ReportStat
          label={savings.label}
          value={formatDollars(savings.amount)}
          tone={savings.label === "You Could Save" ? "savings" : "danger"}
        />
      </dl>
      <MarketRangeBar
        low={analysis.low}
        high={analysis.high}
        fairMarketValue={analysis.fairMarketValue}
        listedPrice={analysis.listedPrice}
        isOverpriced={analysis.isOverpriced}
      />
    </>
  );
}
