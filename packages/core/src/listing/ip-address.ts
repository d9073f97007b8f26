import { isIP } from "node:net";

/**
 * An IP address as bytes (4 or 16), or null when the text is not one. Accepts "[::1]" and zone ids.
 */
export function ipBytes(text: string): Uint8Array | null {
  const address = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const version = isIP(address);
  if (version === 4) return Uint8Array.from(address.split(".").map(Number));
  if (version === 6) return ipv6Bytes(address);
  return null;
}

/** Only called on text isIP() accepted, so the shape is already valid. */
function ipv6Bytes(address: string): Uint8Array {
  // A trailing dotted quad ("::ffff:127.0.0.1") becomes the last two groups ("7f00:1").
  const text = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_all, a, b, c, d) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = "", tail] = text.split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").map((g) => parseInt(g, 16)) : [];
  const before = groups(head);
  const after = groups(tail);
  const all = [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  return Uint8Array.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}

/** Whether `bytes` lies in `prefix`/`bits` (prefix given as bytes of the same length). */
export function inPrefix(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit & 7);
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((prefix[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}
