import type { ReactNode } from "react";

/** A keyboard-focusable horizontal scroller for wide tables on small screens. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-card border border-line">
      {children}
    </div>
  );
}
