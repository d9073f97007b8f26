import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * Which proxies in front of us to believe: `false` none, a number of hops (`true` is one), or the
 * proxies' addresses and CIDR ranges. Only what a trusted proxy appended to X-Forwarded-For counts.
 */
export type TrustProxy = boolean | number | readonly string[];

/** The caller's address: the rightmost X-Forwarded-For entry that no trusted proxy wrote. */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  return resolveClientIp(socketAddress(c), c.req.header("x-forwarded-for"), trustProxy);
}

/**
 * Who a per-address rate limit counts: an IPv4 address, or an IPv6 client's /64 network (one
 * subscriber line is handed a whole /64, so its single addresses would be free to rotate).
 */
export function clientRateKey(c: Context, trustProxy: TrustProxy): string {
  return rateKeyOf(clientIp(c, trustProxy));
}

export function rateKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/**
 * The eight 16-bit groups of an IPv6 address, lower-case hex without leading zeros; null for a form
 * we do not split (embedded IPv4).
 */
function expandIpv6(address: string): string[] | null {
  const plain = address.split("%")[0]!.toLowerCase();
  if (plain.includes(".")) return null;
  const [head = "", tail] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  const groups = [...left, ...zeros, ...right];
  return groups.length === 8 ? groups.map((g) => g.replace(/^0+(?=.)/, "")) : null;
}

export function resolveClientIp(
  socket: string,
  forwardedFor: string | undefined,
  trustProxy: TrustProxy,
): string {
  const peer = normalise(socket);
  if (trustProxy === false || trustProxy === 0 || !forwardedFor) return peer;
  // Nearest hop first: the socket peer, then X-Forwarded-For from right to left.
  const hops = [
    peer,
    ...forwardedFor
      .split(",")
      .map((entry) => normalise(entry.trim()))
      .filter(Boolean)
      .reverse(),
  ];
  if (typeof trustProxy === "number" || trustProxy === true) {
    const trusted = trustProxy === true ? 1 : trustProxy;
    // A shorter chain than configured means a hop sent no header: its farthest entry is all we
    // have.
    return hops[Math.min(trusted, hops.length - 1)] ?? peer;
  }
  const trusted = trustedRanges(trustProxy);
  const untrusted = hops.find((address) => !isTrusted(trusted, address));
  return untrusted ?? hops[hops.length - 1] ?? peer;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4; a port on an IPv4 entry is dropped. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  if (withPort?.[1]) return withPort[1];
  return address.replace(/^\[(.*)\]$/, "$1");
}

const rangesCache = new WeakMap<readonly string[], BlockList>();

function trustedRanges(list: readonly string[]): BlockList {
  let ranges = rangesCache.get(list);
  if (!ranges) {
    ranges = toBlockList(list);
    rangesCache.set(list, ranges);
  }
  return ranges;
}

function isTrusted(ranges: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return ranges.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Parses `10.0.0.0/8`, `203.0.113.7` or `2001:db8::/32`; throws on anything else. */
export function toBlockList(list: readonly string[]): BlockList {
  const ranges = new BlockList();
  for (const entry of list) {
    const [address = "", prefixText] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`not an IP address or CIDR range: ${entry}`);
    const type = family === 4 ? "ipv4" : "ipv6";
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix)
      throw new Error(`bad prefix length in ${entry}`);
    ranges.addSubnet(address, prefix, type);
  }
  return ranges;
}
