import type { ModelMoveReport } from "@faircarat/core";
import { formatPercent } from "@faircarat/contracts/figures";

const dollars = (cents: number) =>
  Number.isFinite(cents) ? `$${(cents / 100).toFixed(2)}` : "no value";

/**
 * What `npm run pricing:release` prints before it releases: the model against the last released
 * one, probe stone by probe stone, the retailers past their bound, and the sources that changed.
 */
export function formatModelMove(report: ModelMoveReport): string {
  const lines = [
    `Model ${report.modelId}${report.heldBack ? `, held back: ${report.heldBack}` : ", not held back"}`,
  ];
  if (report.baselineId === null || report.move === null) {
    lines.push("No released model to compare it with.");
    return lines.join("\n");
  }
  lines.push(
    `Against the last released model (#${report.baselineId}): typical probe move ${formatPercent(report.move.median)}, largest ${formatPercent(report.move.largest)}`,
  );
  for (const probe of report.probes)
    lines.push(
      `  ${probe.stone.padEnd(28)} ${dollars(probe.beforeCents).padStart(12)} -> ${dollars(probe.afterCents)}`,
    );
  for (const retailer of report.retailers)
    lines.push(`  ${retailer.retailer}: usual price moved ${formatPercent(retailer.move)}`);
  lines.push(
    report.sources.length === 0
      ? "Sources: none changed between the two (the move is the fit's, or observations')"
      : "Sources changed since the released model:",
  );
  for (const source of report.sources)
    lines.push(
      `  ${source.change.padEnd(11)} ${source.kind.padEnd(8)} ${source.location}${source.reason ? ` (${source.reason})` : ""}`,
    );
  return lines.join("\n");
}
