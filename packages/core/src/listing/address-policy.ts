import { inPrefix, ipBytes } from "./ip-address";

/**
 * Which resolved addresses and ports a fetch may connect to. Tests inject one allowing only their
 * own server.
 */
export interface AddressPolicy {
  allowsAddress: (address: string) => boolean;
  allowsPort: (port: number) => boolean;
}

type Range = readonly [prefix: readonly number[], bits: number];

// Not the public internet: this host, private networks, CGNAT, link-local (cloud metadata),
// documentation, benchmarking, multicast and reserved space.
const blockedV4: Range[] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

const v6 = (...groups: number[]) =>
  groups.flatMap((g) => [g >> 8, g & 0xff]).concat(Array<number>(16 - groups.length * 2).fill(0));

// IPv6 forms that carry an IPv4 address: judged by the IPv4 address inside.
const embeddingV4: readonly [Range, number][] = [
  [[v6(0, 0, 0, 0, 0, 0xffff), 96], 12], // IPv4-mapped ::ffff:a.b.c.d
  [[v6(0, 0, 0, 0, 0xffff, 0), 96], 12], // IPv4-translated ::ffff:0:a.b.c.d
  [[v6(0x64, 0xff9b), 96], 12], // NAT64
  [[v6(0x2002), 16], 2], // 6to4
];

// Only global unicast (2000::/3) is public, and not all of it.
const globalUnicast: Range = [v6(0x2000), 3];
const blockedV6: Range[] = [
  [v6(0x2001), 23], // IETF protocol assignments, Teredo included
  [v6(0x2001, 0xdb8), 32], // documentation
  [v6(0x3fff), 20], // documentation
];

/** True only for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bytes = ipBytes(address);
  if (!bytes) return false;
  if (bytes.length === 4) return !blockedV4.some(([prefix, bits]) => inPrefix(bytes, prefix, bits));
  for (const [[prefix, bits], offset] of embeddingV4) {
    if (inPrefix(bytes, prefix, bits))
      return isPublicAddress(bytes.slice(offset, offset + 4).join("."));
  }
  return (
    inPrefix(bytes, ...globalUnicast) &&
    !blockedV6.some(([prefix, bits]) => inPrefix(bytes, prefix, bits))
  );
}

/** The default: public addresses on the web's standard ports only. */
export const publicWebOnly: AddressPolicy = {
  allowsAddress: isPublicAddress,
  allowsPort: (port) => port === 80 || port === 443,
};
