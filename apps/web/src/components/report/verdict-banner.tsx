import type { AnalysisResult } from "@faircarat/contracts";
import { CircleAlert, CircleCheck, CircleHelp, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import { verdictHeadline, verdictTone, type VerdictTone } from "./price-verdict";

interface VerdictBannerProps {
  analysis: Pick<AnalysisResult, "isOverpriced" | "markupPercentage" | "verdict">;
  /** Lines under the headline: where the listed price sits against the market and its retailer. */
  children?: React.ReactNode;
}

const toneStyles: Record<VerdictTone, { className: string; Icon: typeof CircleCheck }> = {
  danger: { className: "border-danger/30 bg-danger-soft text-danger", Icon: CircleAlert },
  warning: { className: "border-warning/30 bg-warning-soft text-warning", Icon: TriangleAlert },
  neutral: { className: "border-line-strong bg-canvas text-ink", Icon: CircleHelp },
  savings: { className: "border-savings/30 bg-savings-soft text-savings", Icon: CircleCheck },
};

/** The verdict banner: overpriced, above market, fair, a good price, or too little data to say. */
export function VerdictBanner({ analysis, children }: VerdictBannerProps) {
  const { className, Icon } = toneStyles[verdictTone(analysis)];
  return (
    <div className={cn("flex gap-3 rounded-control border p-4", className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-lg font-bold">{verdictHeadline(analysis)}</p>
        {children ? <div className="mt-1 space-y-1 text-sm text-ink-soft">{children}</div> : null}
      </div>
    </div>
  );
}
