import type { IndexImportRecord, MarketImportProblem, MarketImportSummary } from "@faircarat/core";
import { formatCount } from "@faircarat/contracts/figures";

const count = formatCount;
/** Rejected index records listed one by one; past this many, the count by reason says the rest. */
const RECORDS_LISTED = 20;

/**
 * The human summary of an import: the listing feed's figures, rejected rows by reason (most
 * frequent first), then the index editions' figures with each rejected record by file and line, and
 * any file that could not be read through.
 */
export function formatImportSummary(
  summary: MarketImportSummary,
  problems: readonly MarketImportProblem[] = [],
): string {
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
  if (problems.length > 0) {
    lines.push(
      "Not completed: these files could not be read through (the rest was imported; nothing is fitted on this run)",
    );
    for (const problem of problems)
      lines.push(`  ${problem.file ?? problem.source}: ${problem.reason}`);
  }
  return lines.join("\n");
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
    `  updated    ${count(index.updated)}`,
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
