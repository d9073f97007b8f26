/** One point of the map from the model's raw confidence to how often the event happened on held-out data. */
export interface ReliabilityKnot {
  raw: number;
  calibrated: number;
}

/** One held-out case: the raw confidence the model stated, and whether the typical price was in fact within the tolerance. */
export interface ReliabilityCase {
  raw: number;
  happened: boolean;
}

/** Fewer cases than this in a block would make its rate noise, not evidence. */
const minimumBlockCases = 40;
/**
 * Share of the raw figure kept in the calibrated one: the held-out rate is flat within a block,
 * and this keeps the order strict, so a stone with more uncertainty never reads as sure as one
 * with less.
 */
const rawShare = 0.05;

/**
 * Isotonic (pool-adjacent-violators) regression of what happened on the raw confidence, over
 * blocks of at least `minimumBlockCases` held-out cases, each block's rate smoothed by one success
 * and one failure. A single scale makes the mean confidence honest; this makes each band honest.
 */
export function fitReliabilityCurve(cases: readonly ReliabilityCase[]): ReliabilityKnot[] {
  if (cases.length < 2 * minimumBlockCases) return [];
  const sorted = [...cases].sort((a, b) => a.raw - b.raw);
  const blockCount = Math.floor(sorted.length / minimumBlockCases);
  type Block = { rawSum: number; happened: number; n: number };
  const blocks: Block[] = [];
  for (let b = 0; b < blockCount; b++) {
    const slice = sorted.slice(Math.floor((b * sorted.length) / blockCount), Math.floor(((b + 1) * sorted.length) / blockCount));
    const block = { rawSum: slice.reduce((s, c) => s + c.raw, 0), happened: slice.filter((c) => c.happened).length, n: slice.length };
    blocks.push(block);
    while (blocks.length > 1 && rate(blocks.at(-2)!) >= rate(blocks.at(-1)!)) {
      const last = blocks.pop()!;
      const previous = blocks.at(-1)!;
      previous.rawSum += last.rawSum;
      previous.happened += last.happened;
      previous.n += last.n;
    }
  }
  return blocks.map((b) => ({ raw: b.rawSum / b.n, calibrated: rate(b) }));
}

const rate = (b: { happened: number; n: number }) => (b.happened + 1) / (b.n + 2);

/** The calibrated confidence for a raw one: linear between knots, from zero below the first, held above the last. */
export function applyReliabilityCurve(raw: number, knots: readonly ReliabilityKnot[]): number {
  if (knots.length === 0) return raw;
  const points = [{ raw: 0, calibrated: 0 }, ...knots];
  let mapped = points.at(-1)!.calibrated;
  for (let i = 1; i < points.length; i++) {
    const right = points[i]!;
    if (raw > right.raw) continue;
    const left = points[i - 1]!;
    const t = right.raw === left.raw ? 1 : (raw - left.raw) / (right.raw - left.raw);
    mapped = left.calibrated + t * (right.calibrated - left.calibrated);
    break;
  }
  return (1 - rawShare) * mapped + rawShare * raw;
}

/** A held-out case and the group it was held out with (its retailer): groups are left out together. */
export interface GroupedReliabilityCase extends ReliabilityCase {
  group: string;
}

export interface HeldOutReliabilityCurve {
  knots: ReliabilityKnot[];
  /** How much of the curve's departure from the overall rate survived leaving each group out (0: none, 1: all). */
  resolution: number;
}

/**
 * The reliability curve, pulled toward the overall rate by as much as leaving each group out shows
 * its shape is worth. Held-out cases cluster by the retailer held out, so a curve fitted on them
 * can learn which retailer a band happened to hold rather than what the raw figure says; the pull
 * is the one that best predicts each group's cases (Brier score) from a curve fitted without them.
 */
export function fitHeldOutReliabilityCurve(cases: readonly GroupedReliabilityCase[]): HeldOutReliabilityCurve {
  const knots = fitReliabilityCurve(cases);
  const groups = [...new Set(cases.map((c) => c.group))];
  if (knots.length === 0 || groups.length < 3) return { knots, resolution: 1 };
  const heldOut = groups.flatMap((group) => {
    const rest = cases.filter((c) => c.group !== group);
    const curve = fitReliabilityCurve(rest);
    const rate = overallRate(rest);
    return cases.filter((c) => c.group === group).map((c) => ({ c, curve, rate }));
  });
  const brier = (resolution: number) =>
    heldOut.reduce((sum, { c, curve, rate }) => sum + (applyReliabilityCurve(c.raw, shrinkCurve(curve, rate, resolution)) - (c.happened ? 1 : 0)) ** 2, 0);
  let resolution = 0;
  for (let step = 1; step <= 20; step++) if (brier(step / 20) < brier(resolution) - 1e-12) resolution = step / 20;
  return { knots: shrinkCurve(knots, overallRate(cases), resolution), resolution };
}

const overallRate = (cases: readonly ReliabilityCase[]) => rate({ happened: cases.filter((c) => c.happened).length, n: cases.length });

function shrinkCurve(knots: readonly ReliabilityKnot[], towards: number, resolution: number): ReliabilityKnot[] {
  return knots.map((k) => ({ raw: k.raw, calibrated: towards + resolution * (k.calibrated - towards) }));
}
