import type { MarketImportSummary } from "@faircarat/core";

const count = (value: number) => value.toLocaleString("en-US");

/** The human summary of an import: the figures first, then rejected rows by reason, most frequent first. */
export function formatImportSummary(summary: MarketImportSummary): string {
  const lines = [
    `Imported ${summary.source} in ${summary.seconds.toFixed(1)} s (import #${summary.importId})`,
    `  read       ${count(summary.read)}`,
    `  imported   ${count(summary.imported)}`,
    `  updated    ${count(summary.updated)}`,
    `  unchanged  ${count(summary.unchanged)}`,
    `  rejected   ${count(summary.rejected)}`,
  ];
  const reasons = Object.entries(summary.rejectedByReason).sort(([, a], [, b]) => b - a);
  for (const [reason, times] of reasons) lines.push(`    ${count(times).padStart(8)}  ${reason}`);
  return lines.join("\n");
}
