import type { ConfidenceCase } from "./eval-folds";

const bandEdges = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001];
/** The documented aim: every band with this many cases within `aimPoints` of what happened. */
const aimCases = 50;
const aimPoints = 0.1;

const percent = (share: number, width: number) => `${(share * 100).toFixed(1).padStart(width)}%`;
const meanOf = (cases: readonly ConfidenceCase[], pick: (c: ConfidenceCase) => number) =>
  cases.reduce((s, c) => s + pick(c), 0) / cases.length;

/**
 * How many of the cases each held-out retailer gave: a band filled by one or two retailers tells of
 * those retailers, not of the band.
 */
function fromRetailers(cases: readonly ConfidenceCase[]): string {
  const counts = new Map<string, number>();
  for (const c of cases) counts.set(c.heldOut, (counts.get(c.heldOut) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([retailer, n]) => `${retailer} ${n}`)
    .join(", ");
}

/**
 * The reliability table of the confidence: per band of stated figure, the cases, the mean stated,
 * how often it happened and which held-out retailers the cases came from; then the Brier score
 * against one figure for every case (the observed rate), which a figure that tells cases apart
 * beats.
 */
export function reliabilityTable(cases: readonly ConfidenceCase[]): string {
  if (cases.length === 0) return "no cases";
  const lines = ["band       cases  stated  observed  from (held-out retailer, cases)"];
  for (let b = 0; b < bandEdges.length - 1; b++) {
    const inBand = cases.filter(
      (c) => c.confidence >= bandEdges[b]! && c.confidence < bandEdges[b + 1]!,
    );
    if (inBand.length === 0) continue;
    const stated = meanOf(inBand, (c) => c.confidence);
    const observed = meanOf(inBand, (c) => (c.happened ? 1 : 0));
    const off =
      inBand.length >= aimCases && Math.abs(stated - observed) > aimPoints
        ? "  (off by more than 10 points)"
        : "";
    const band = `${(bandEdges[b]! * 100).toFixed(0).padStart(3)}-${Math.min(
      100,
      bandEdges[b + 1]! * 100,
    )
      .toFixed(0)
      .padStart(3)}%`;
    lines.push(
      `${band}  ${String(inBand.length).padStart(6)}  ${percent(stated, 5)}  ${percent(observed, 7)}  ${fromRetailers(inBand)}${off}`,
    );
  }
  const rate = meanOf(cases, (c) => (c.happened ? 1 : 0));
  lines.push(
    `all        ${String(cases.length).padStart(6)}  ${percent(
      meanOf(cases, (c) => c.confidence),
      5,
    )}  ${percent(rate, 7)}`,
  );
  const brier = meanOf(cases, (c) => (c.confidence - (c.happened ? 1 : 0)) ** 2);
  const constantBrier = meanOf(cases, (c) => (rate - (c.happened ? 1 : 0)) ** 2);
  lines.push(
    `Brier score ${brier.toFixed(4)} against ${constantBrier.toFixed(4)} for ${percent(rate, 0)} stated on every case (lower is better)`,
  );
  const byRetailer = [...new Set(cases.map((c) => c.heldOut))].sort().map((retailer) => {
    const own = cases.filter((c) => c.heldOut === retailer);
    return `${retailer} ${own.length}, ${(meanOf(own, (c) => c.confidence) * 100).toFixed(0)}%, ${(meanOf(own, (c) => (c.happened ? 1 : 0)) * 100).toFixed(0)}%`;
  });
  lines.push(`by held-out retailer (cases, mean stated, observed): ${byRetailer.join("; ")}`);
  return lines.join("\n");
}
