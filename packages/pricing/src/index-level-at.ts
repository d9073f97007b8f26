/**
 * A retailer's index level at a carat: linear in log carat between its cells' carats, held beyond
 * them.
 */
export function levelAt(
  level: { logCarats: readonly number[]; levels: readonly number[] },
  carat: number,
): number {
  const x = Math.log(carat);
  const { logCarats: xs, levels: ys } = level;
  if (x <= xs[0]!) return ys[0]!;
  for (let i = 1; i < xs.length; i++)
    if (x <= xs[i]!)
      return ys[i - 1]! + ((ys[i]! - ys[i - 1]!) * (x - xs[i - 1]!)) / (xs[i]! - xs[i - 1]!);
  return ys.at(-1)!;
}
