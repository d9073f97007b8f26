import {
  featureNames,
  requiredSign,
  retailerSpecificCount,
  supportCheckedFrom,
  writeSpecColumns,
  type FeatureLayout,
} from "../features";
import { SparseRowBuffer, type ColumnSink } from "../linear-algebra";
import type { HedonicOptions, HedonicRows } from "./types";

/** Rows a retailer needs on each side of a magic size or cut grade to get its own step there. */
export const retailerStepSupport = 20;
/**
 * Never let a grade no one listed pull the fit: a constraint is enforced by fixing the step at 0.
 */
export const fixedPenalty = 1e9;

/**
 * The regression's columns and weights: shared features and extras first, then per retailer its
 * level and (with a curve of its own) its deviations from the shared steps.
 */
export interface HedonicDesign {
  sharedSize: number;
  specificSize: number;
  size: number;
  retailerNames: string[];
  ownCurve: boolean[];
  /** Each retailer's level column; its deviations follow it. */
  blockStart: number[];
  /** Each row's retailer (its index in `retailerNames`) and weight. */
  retailerOf: Int32Array;
  baseWeights: Float64Array;
  /** The ridge on each column. */
  basePenalty: Float64Array;
  /** The sign each shared spec step must keep (0: free). */
  signs: number[];
  /** Shared steps held at a value measured elsewhere. */
  fixed: { i: number; value: number }[];
  /**
   * A row's columns, in one buffer written over by the next call. Encoded again on each pass rather
   * than kept: at half a million rows the kept rows cost more memory than the encoding costs time.
   */
  encodeRow: (n: number) => SparseRowBuffer;
  /** A row's log price less its fixed steps: the fit explains the rest. */
  offsetOf: (n: number) => number;
}

/**
 * Each retailer's rows get weight proportional to 1/sqrt(n), so the biggest feed does not alone
 * decide the shared curve, yet a 500-row feed does not steer it.
 */
export function hedonicDesign(
  rows: HedonicRows,
  layout: FeatureLayout,
  options: HedonicOptions,
): HedonicDesign {
  const specNames = featureNames(layout);
  const extraNames = options.extra?.names ?? [];
  const sharedSize = specNames.length + extraNames.length;
  const specificSize = options.pooled ? 0 : retailerSpecificCount(layout);
  const retailerNames = options.pooled ? ["*"] : distinctRetailers(rows);
  const ownCurve = retailerNames.map((name) => !options.levelOnly?.has(name));
  const blockStart: number[] = [];
  let size = sharedSize;
  for (const own of ownCurve) {
    blockStart.push(size);
    size += own ? 1 + specificSize : 1;
  }
  const { retailerOf, baseWeights, counts } = rowWeights(rows, retailerNames, options);
  const encodeRow = rowEncoder(rows, layout, {
    specNames,
    extraCount: extraNames.length,
    specificSize,
    retailerOf,
    blockStart,
    ownCurve,
  });
  const signs = [...specNames.map((name) => requiredSign(name)), ...extraNames.map(() => 0)];
  const fixed = specNames.flatMap((name, i) =>
    options.fixedShared?.[name] === undefined ? [] : [{ i, value: options.fixedShared[name] }],
  );
  const basePenalty = penalties(rows, layout, options, {
    size,
    specNames,
    specificSize,
    retailerNames,
    ownCurve,
    blockStart,
    retailerOf,
    counts,
  });
  for (const { i } of fixed) basePenalty[i] = fixedPenalty;
  const offsets = fixedOffsets(rows, layout, fixed);
  const offsetOf = (n: number): number => (offsets ? offsets[n]! : 0);
  return {
    sharedSize,
    specificSize,
    size,
    retailerNames,
    ownCurve,
    blockStart,
    retailerOf,
    baseWeights,
    basePenalty,
    signs,
    fixed,
    encodeRow,
    offsetOf,
  };
}

function distinctRetailers(rows: HedonicRows): string[] {
  const names = new Set<string>();
  for (let n = 0; n < rows.length; n++) names.add(rows.retailer(n));
  return [...names].sort();
}

/** Each row's spec columns, written into one buffer reused from row to row. */
function specColumnsOf(rows: HedonicRows, layout: FeatureLayout) {
  const buffer = new SparseRowBuffer(featureNames(layout).length);
  return (n: number): SparseRowBuffer => {
    buffer.clear();
    writeSpecColumns(buffer, rows.specs(n), layout);
    return buffer;
  };
}

/** Each row's fixed steps, summed (null when none is fixed). */
function fixedOffsets(
  rows: HedonicRows,
  layout: FeatureLayout,
  fixed: readonly { i: number; value: number }[],
): Float64Array | null {
  if (fixed.length === 0) return null;
  const specColumns = specColumnsOf(rows, layout);
  const offsets = new Float64Array(rows.length);
  for (let n = 0; n < rows.length; n++) {
    const specs = specColumns(n);
    let sum = 0;
    for (const { i, value } of fixed) if (specs.has(i)) sum += value;
    offsets[n] = sum;
  }
  return offsets;
}

function rowWeights(
  rows: HedonicRows,
  retailerNames: readonly string[],
  options: HedonicOptions,
): { retailerOf: Int32Array; baseWeights: Float64Array; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  for (let n = 0; n < rows.length; n++) {
    const retailer = rows.retailer(n);
    counts.set(retailer, (counts.get(retailer) ?? 0) + 1);
  }
  const rawWeight = (retailer: string) =>
    options.pooled ? 1 : 1 / Math.sqrt(counts.get(retailer)!);
  let weightSum = 0;
  for (let n = 0; n < rows.length; n++) weightSum += rawWeight(rows.retailer(n));
  const meanWeight = weightSum / Math.max(rows.length, 1);
  const baseWeights = new Float64Array(rows.length);
  const retailerOf = new Int32Array(rows.length);
  const retailerIndex = new Map(retailerNames.map((name, r) => [name, r]));
  for (let n = 0; n < rows.length; n++) {
    const retailer = rows.retailer(n);
    retailerOf[n] = retailerIndex.get(options.pooled ? "*" : retailer)!;
    baseWeights[n] = rawWeight(retailer) / meanWeight;
  }
  return { retailerOf, baseWeights, counts };
}

/** A row's columns: shared features, extras, its retailer's level and own bends. */
function rowEncoder(
  rows: HedonicRows,
  layout: FeatureLayout,
  design: {
    specNames: readonly string[];
    extraCount: number;
    specificSize: number;
    retailerOf: Int32Array;
    blockStart: readonly number[];
    ownCurve: readonly boolean[];
  },
): (n: number) => SparseRowBuffer {
  const { specNames, specificSize, retailerOf, blockStart, ownCurve } = design;
  const row = new SparseRowBuffer(specNames.length + design.extraCount + 1 + specificSize);
  const extras: ColumnSink = {
    push: (column, value) => row.push(specNames.length + column, value),
  };
  return (n) => {
    row.clear();
    writeSpecColumns(row, rows.specs(n), layout);
    const specCount = row.length;
    rows.writeExtra?.(n, extras);
    const r = retailerOf[n]!;
    const block = blockStart[r]!;
    row.push(block, 1);
    if (ownCurve[r]) {
      for (let i = 0; i < specCount; i++) {
        const column = row.index[i]!;
        if (column < specificSize) row.push(block + 1 + column, row.value[i]!);
      }
    }
    return row;
  };
}

/**
 * The ridge on each column: shared steps, extras as given, levels free, each retailer's deviations
 * pulled to the shared curve, and held at 0 where it cannot tell its own step from its level.
 */
function penalties(
  rows: HedonicRows,
  layout: FeatureLayout,
  options: HedonicOptions,
  design: {
    size: number;
    specNames: readonly string[];
    specificSize: number;
    retailerNames: readonly string[];
    ownCurve: readonly boolean[];
    blockStart: readonly number[];
    retailerOf: Int32Array;
    counts: Map<string, number>;
  },
): Float64Array {
  const { size, specNames, specificSize, retailerNames, ownCurve, blockStart, retailerOf } = design;
  // Per retailer and specific step: rows on the step's worse side; a deviation needs rows on both
  // sides.
  const stepCounts = retailerNames.map(() => new Float64Array(specificSize));
  const specColumns = specColumnsOf(rows, layout);
  for (let n = 0; n < rows.length; n++) {
    const specs = specColumns(n);
    for (let i = 0; i < specs.length; i++) {
      const column = specs.index[i]!;
      if (column < specificSize) stepCounts[retailerOf[n]!]![column]! += 1;
    }
  }
  const basePenalty = new Float64Array(size);
  for (let i = 0; i < specNames.length; i++) basePenalty[i] = options.sharedPenalty ?? 1;
  options.extra?.names.forEach(
    (_, i) => (basePenalty[specNames.length + i] = options.extra!.penalty[i] ?? 0),
  );
  for (let r = 0; r < retailerNames.length; r++) {
    const block = blockStart[r]!;
    basePenalty[block] = options.levelPenalty ?? 1e-9;
    if (!ownCurve[r]) continue;
    for (let j = 1; j <= specificSize; j++) basePenalty[block + j] = options.deviationPenalty ?? 30;
    const n = design.counts.get(retailerNames[r]!) ?? 0;
    // A retailer with (almost) all its rows on one side of a magic size or cut grade cannot tell
    // its own step from its level: the deviation is held at 0 there.
    for (let j = supportCheckedFrom(layout); j < specificSize; j++) {
      const worse = stepCounts[r]![j]!;
      if (Math.min(worse, n - worse) < retailerStepSupport)
        basePenalty[block + 1 + j] = fixedPenalty;
    }
  }
  return basePenalty;
}
