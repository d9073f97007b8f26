import type { ReactNode } from "react";
import { formatDate } from "@faircarat/contracts/figures";

/**
 * A report page's title: what the stone is, where it was listed, and the day it was analysed.
 * `badge` says whose page it is ("Shared report - read only").
 */
export function ReportHeader({
  id,
  title,
  source,
  createdAt,
  badge,
}: {
  id: string;
  title: string;
  source: string;
  createdAt: string;
  badge?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      {badge}
      <h1 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h1>
      <p className="text-sm text-ink-muted">
        {source} · analysis of <time dateTime={createdAt}>{formatDate(createdAt)}</time>
      </p>
    </header>
  );
}
