/**
 * Restricted (natural) cubic spline in log carat: cubic between knots, linear beyond the outer
 * knots, so a request far outside the data extrapolates along a straight line in log-log space
 * instead of a cubic that runs away.
 */
const logKnotsCache = new WeakMap<readonly number[], number[]>();

export function caratSplineBasis(carat: number, knotsCarat: readonly number[]): number[] {
  const basis: number[] = [];
  forEachSplineValue(carat, knotsCarat, (value) => basis.push(value));
  return basis;
}

/** The basis values in order, handed over one by one (the fit writes them into a reused row). */
export function forEachSplineValue(
  carat: number,
  knotsCarat: readonly number[],
  put: (value: number) => void,
): void {
  const x = Math.log(carat);
  let t = logKnotsCache.get(knotsCarat);
  if (!t) {
    t = knotsCarat.map(Math.log);
    logKnotsCache.set(knotsCarat, t);
  }
  const k = t.length;
  const last = t[k - 1]!;
  const beforeLast = t[k - 2]!;
  const scale = (last - t[0]!) ** 2;
  const cube = (v: number) => (v > 0 ? v * v * v : 0);
  put(x);
  for (let j = 0; j < k - 2; j++) {
    const tj = t[j]!;
    const value =
      cube(x - tj) -
      (cube(x - beforeLast) * (last - tj)) / (last - beforeLast) +
      (cube(x - last) * (beforeLast - tj)) / (last - beforeLast);
    put(value / scale);
  }
}
