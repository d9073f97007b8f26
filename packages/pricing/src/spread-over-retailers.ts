import { certificateKey } from "./certificate-key";

export interface RankedEntry<T extends { certificateNumber?: string | null }> {
  item: T;
  distance: number;
}

/**
 * The k nearest of each retailer's ranked rows (nearest first), taken in rounds of each retailer's
 * next nearest so the list shows the market rather than the biggest feed. One stone listed at two
 * retailers (the same certificate) is one comparable: "same stone elsewhere" lists its other
 * prices, and the nearer listing of it is kept.
 */
export function spreadOverRetailers<T extends { certificateNumber?: string | null }>(
  perRetailer: readonly (readonly RankedEntry<T>[])[],
  k: number,
): T[] {
  const stones = new Set<string>();
  const alreadyPicked = ({ item }: RankedEntry<T>) =>
    !!item.certificateNumber && stones.has(certificateKey(item.certificateNumber));
  const cursors = perRetailer.map(() => 0);
  const picked: RankedEntry<T>[] = [];
  while (picked.length < k) {
    const next: RankedEntry<T>[] = [];
    perRetailer.forEach((entries, r) => {
      while (cursors[r]! < entries.length && alreadyPicked(entries[cursors[r]!]!)) cursors[r]!++;
      if (cursors[r]! < entries.length) next.push(entries[cursors[r]!++]!);
    });
    if (next.length === 0) break;
    for (const entry of next.sort((a, b) => a.distance - b.distance)) {
      if (picked.length === k || alreadyPicked(entry)) continue;
      picked.push(entry);
      if (entry.item.certificateNumber) stones.add(certificateKey(entry.item.certificateNumber));
    }
  }
  return picked.sort((a, b) => a.distance - b.distance).map((e) => e.item);
}
