import { createHash } from "node:crypto";

/**
 * What the latest row of an import naming each identity key said (a digest of its content) and its
 * day, for a whole feed, held compactly (docs/decisions/041): a Map from a 15-byte hash of the key
 * (20 characters) to a slot, the digest in a Float64Array and the day in an Int32Array. At 500,000
 * rows this is about 100 MB less than a Map from the full key text to an object with two strings,
 * which was the largest thing an import held. A 120-bit key hash and a 48-bit content digest make a
 * collision (two stones taken for one) less likely than a disk error.
 */
/** An identity key as the set holds it: hashed once per row, looked up and then set. */
export type SeenKey = string & { readonly seenKey: unique symbol };

export const seenKeyOf = (key: string): SeenKey =>
  createHash("sha1").update(key).digest().subarray(0, 15).toString("base64") as SeenKey;

export class SeenStones {
  private readonly slots = new Map<string, number>();
  private digests = new Float64Array(1 << 16);
  private days = new Int32Array(1 << 16);

  get size(): number {
    return this.slots.size;
  }

  get(key: SeenKey): { digest: number; observedOn: string } | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    return { digest: this.digests[slot]!, observedOn: dayText(this.days[slot]!) };
  }

  set(key: SeenKey, seen: { digest: number; observedOn: string }): void {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      if (slot === this.digests.length) this.grow();
      this.slots.set(key, slot);
    }
    this.digests[slot] = seen.digest;
    this.days[slot] = dayNumber(seen.observedOn);
  }

  private grow(): void {
    const digests = new Float64Array(this.digests.length * 2);
    digests.set(this.digests);
    const days = new Int32Array(this.days.length * 2);
    days.set(this.days);
    this.digests = digests;
    this.days = days;
  }
}

/**
 * The first 48 bits of a sha1, as an exact double: a row's content to tell a repeat from a change.
 */
export function contentDigestOf(text: string): number {
  return createHash("sha1").update(text).digest().readUIntBE(0, 6);
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
