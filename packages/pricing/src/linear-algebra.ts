/** Dense symmetric solver for the normal equations: small systems (a few hundred unknowns). */

/** Solves A x = b for symmetric positive definite A (row-major, n x n) by Cholesky. */
export function solveSymmetric(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (!(sum > 0)) throw new Error(`normal equations are not positive definite at ${i}`);
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j]!;
      }
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i * n + k]! * y[k]!;
    y[i] = sum / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k * n + i]! * x[k]!;
    x[i] = sum / l[i * n + i]!;
  }
  return x;
}

/** A sparse row: parallel arrays of column indices and values. */
export interface SparseRow {
  index: number[];
  value: number[];
}

/** Where a row's encoded non-zeros go: a row's arrays, or the fit's reused row. */
export interface ColumnSink {
  push(column: number, value: number): void;
}

/** A row of the non-zeros a writer puts, in the order it puts them. */
export function sparseRowOf(write: (sink: ColumnSink) => void): SparseRow {
  const row: SparseRow = { index: [], value: [] };
  write({
    push: (column, value) => {
      row.index.push(column);
      row.value.push(value);
    },
  });
  return row;
}

/**
 * One row's non-zeros in typed arrays written over for each row: a fit reads half a million rows
 * several times, and a fresh pair of arrays per read was most of its memory.
 */
export class SparseRowBuffer implements ColumnSink {
  readonly index: Int32Array;
  readonly value: Float64Array;
  /** How many of the slots hold this row's non-zeros. */
  length = 0;

  constructor(capacity: number) {
    this.index = new Int32Array(capacity);
    this.value = new Float64Array(capacity);
  }

  clear(): void {
    this.length = 0;
  }

  push(column: number, value: number): void {
    // A typed array drops a write past its end without a word: a row that did would fit wrong.
    if (this.length === this.index.length) throw new Error("sparse row longer than its buffer");
    this.index[this.length] = column;
    this.value[this.length++] = value;
  }

  has(column: number): boolean {
    for (let i = 0; i < this.length; i++) if (this.index[i] === column) return true;
    return false;
  }

  /** Σ value × coefficient over the row. */
  dot(coefficients: ArrayLike<number>): number {
    let sum = 0;
    for (let i = 0; i < this.length; i++) sum += this.value[i]! * coefficients[this.index[i]!]!;
    return sum;
  }
}

/** Accumulates X'WX and X'Wy row by row, touching only each row's non-zeros. */
export class NormalEquations {
  readonly xtx: Float64Array;
  readonly xty: Float64Array;

  constructor(readonly size: number) {
    this.xtx = new Float64Array(size * size);
    this.xty = new Float64Array(size);
  }

  add(row: SparseRowBuffer, y: number, weight: number): void {
    const { index, value, length } = row;
    for (let i = 0; i < length; i++) {
      const wi = weight * value[i]!;
      const base = index[i]! * this.size;
      this.xty[index[i]!]! += wi * y;
      for (let j = 0; j < length; j++) this.xtx[base + index[j]!]! += wi * value[j]!;
    }
  }

  /**
   * Solves with a ridge penalty per unknown (0 = unpenalised), plus optional pair penalties
   * `weight * (x[i] + x[j])^2` (a large weight holds x[i] + x[j] at 0).
   */
  solve(
    penalty: ArrayLike<number>,
    pairs: readonly { i: number; j: number; weight: number }[] = [],
  ): Float64Array {
    const a = new Float64Array(this.xtx);
    const n = this.size;
    for (let i = 0; i < n; i++) a[i * n + i]! += penalty[i] ?? 0;
    for (const { i, j, weight } of pairs) {
      a[i * n + i]! += weight;
      a[j * n + j]! += weight;
      a[i * n + j]! += weight;
      a[j * n + i]! += weight;
    }
    return solveSymmetric(a, this.xty, this.size);
  }
}

/** Weighted quantile (weights need not sum to one); q in [0, 1]. */
export function weightedQuantile(
  values: readonly number[],
  weights: readonly number[],
  q: number,
): number {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
  const total = weights.reduce((s, w) => s + w, 0);
  let cumulative = 0;
  for (const i of order) {
    cumulative += weights[i]!;
    if (cumulative >= q * total) return values[i]!;
  }
  return values[order[order.length - 1]!] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** First position in an ascending array whose value is >= `value`. */
export function lowerBoundOf(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
