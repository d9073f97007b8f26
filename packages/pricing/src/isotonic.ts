/**
 * Weighted least-squares fit of a non-decreasing sequence (pool adjacent violators). It preserves
 * order: where one input lies at or above another at every point, so does its fit.
 */
export function isotonicIncreasing(
  values: readonly number[],
  weights: readonly number[] = values.map(() => 1),
): number[] {
  const means: number[] = [];
  const totals: number[] = [];
  const counts: number[] = [];
  values.forEach((value, i) => {
    means.push(value);
    totals.push(weights[i]!);
    counts.push(1);
    while (means.length > 1 && means.at(-2)! > means.at(-1)!) {
      const weight = totals.at(-2)! + totals.at(-1)!;
      const mean = (means.at(-2)! * totals.at(-2)! + means.at(-1)! * totals.at(-1)!) / weight;
      const count = counts.at(-2)! + counts.at(-1)!;
      means.length -= 1;
      totals.length -= 1;
      counts.length -= 1;
      means[means.length - 1] = mean;
      totals[totals.length - 1] = weight;
      counts[counts.length - 1] = count;
    }
  });
  return means.flatMap((mean, block) => Array.from({ length: counts[block]! }, () => mean));
}
