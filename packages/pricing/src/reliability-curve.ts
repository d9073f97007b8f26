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
