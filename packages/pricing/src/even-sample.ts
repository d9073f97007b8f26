/**
 * Every k-th listing, so a fold's sample spans its carat range and grades without a random draw.
 */
export function evenSample<T>(items: readonly T[], size: number): T[] {
  if (items.length <= size) return [...items];
  const step = items.length / size;
  return Array.from({ length: size }, (_, i) => items[Math.floor(i * step)]!);
}
