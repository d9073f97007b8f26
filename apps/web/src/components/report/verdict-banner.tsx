import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { verdictHeadline } from "./price-verdict";

interface VerdictBannerProps {
  isOverpriced: boolean;
  markupPercentage: number;
  /** A line under the headline, e.g. where the listed price sits in the market. */
  children?: React.ReactNode;
}

/** The overpriced or fair banner with the markup percent. */
export function VerdictBanner({ isOverpriced, markupPercentage, children }: VerdictBannerProps) {
  const Icon = isOverpriced ? CircleAlert : CircleCheck;
  return (
    <div
      className={cn(
        "flex gap-3 rounded-control border p-4",
        isOverpriced ? "border-danger/30 bg-danger-soft text-danger" : "border-savings/30 bg-savings-soft text-savings",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-lg font-bold">{verdictHeadline({ isOverpriced, markupPercentage })}</p>
        {children ? <p className="mt-1 text-sm text-ink-soft">{children}</p> : null}
      </div>
    </div>
  );
}
