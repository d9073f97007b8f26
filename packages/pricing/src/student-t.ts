/**
 * The quantile of Student's t with `degreesOfFreedom` at the probability whose standard normal
 * quantile is `z`: the Cornish-Fisher expansion (Abramowitz and Stegun 26.7.5). To four decimals of
 * the tables from 3 degrees of freedom; 2% under them at one. A dependency for one formula in a
 * package that has none was not worth it (decision 034).
 */
export function studentTQuantile(z: number, degreesOfFreedom: number): number {
  const v = degreesOfFreedom;
  const z2 = z * z;
  const g1 = (z * (z2 + 1)) / 4;
  const g2 = (z * ((5 * z2 + 16) * z2 + 3)) / 96;
  const g3 = (z * (((3 * z2 + 19) * z2 + 17) * z2 - 15)) / 384;
  const g4 = (z * ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945)) / 92160;
  return z + g1 / v + g2 / v ** 2 + g3 / v ** 3 + g4 / v ** 4;
}

/** The standard normal's 90th percentile: the upper end of an 80% interval. */
export const normal90th = 1.2815515655446004;
