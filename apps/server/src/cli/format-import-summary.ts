import type { IndexImportRecord, MarketImportSummary } from "@faircarat/core";
import { formatCount } from "@faircarat/contracts/figures";

const count = formatCount;
/** Rejected index records listed one by one; past this many, the count by reason says the rest. */
const RECORDS_LISTED = 20;

/**
 * The human summary of an import: the listing feed's figures, rejected rows by reason (most
 * frequent first), then the index editions' figures with each rejected record by file and line, and
 * the files quarantined (refused whole, left out of the market) and the URLs that gave no document.
 */
export function formatImportSummary(summary: MarketImportSummary): string {
  if (summary.generation !== summary.importId)
    return [
      `${summary.source}: the files are the market's sources already (import #${summary.importId}); the market stays as import #${summary.generation} built it`,
      ...sourceProblemLines(summary),
    ].join("\n");
  const lines = [
    `Imported ${summary.source} in ${summary.seconds.toFixed(1)} s (import #${summary.importId})`,
    `  read       ${count(summary.read)}`,
    `  imported   ${count(summary.imported)}`,
    `  updated    ${count(summary.updated)}`,
    `  unchanged  ${count(summary.unchanged)}`,
    `  rejected   ${count(summary.rejected)}`,
    ...byReason(summary.rejectedByReason),
  ];
  if (summary.index) lines.push(...indexLines(summary.index));
  lines.push(...sourceProblemLines(summary));
  return lines.join("\n");
}

/** The files quarantined and the URLs that gave no document, each with why. */
function sourceProblemLines(summary: MarketImportSummary): string[] {
  const lines: string[] = [];
  if (summary.quarantined.length > 0) {
    lines.push("Quarantined: refused whole, so the market was built without them");
    for (const problem of summary.quarantined)
      lines.push(`  ${problem.file ?? problem.source}: ${problem.reason}`);
  }
  if (summary.unreachable.length > 0) {
    lines.push("Not read: no document from these URLs (the one read last, if any, stays)");
    for (const problem of summary.unreachable) lines.push(`  ${problem.file}: ${problem.reason}`);
  }
  return lines;
}

function byReason(rejectedByReason: Record<string, number>): string[] {
  return Object.entries(rejectedByReason)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, times]) => `    ${count(times).padStart(8)}  ${reason}`);
}

function indexLines(index: IndexImportRecord): string[] {
  if (!index.found) return [`Index editions ${index.source}: not found, none imported`];
  const lines = [
    `Index editions ${index.source}`,
    `  read       ${count(index.read)}`,
    `  imported   ${count(index.imported)}`,
    `  unchanged  ${count(index.unchanged)}`,
    `  rejected   ${count(index.rejected)}`,
    ...byReason(index.rejectedByReason),
  ];
  for (const record of index.rejectedRecords.slice(0, RECORDS_LISTED))
    lines.push(`    ${record.file}:${record.line}  ${record.reason}`);
  if (index.rejected > RECORDS_LISTED)
    lines.push(
      `    ... and ${count(index.rejected - RECORDS_LISTED)} more (market_imports.index_summary)`,
    );
  return lines;
}
