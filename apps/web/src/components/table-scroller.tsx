import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A keyboard-focusable horizontal scroller for wide tables on small screens (axe:
 * scrollable-region-focusable).
 */
export function TableScroller({
  label,
  children,
  className = "rounded-card border border-line",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto", className)}>
      {children}
    </div>
  );
}
