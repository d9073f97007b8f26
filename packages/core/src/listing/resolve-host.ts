import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { AddressPolicy } from "./address-policy";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type CheckedAddress =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: "blocked_address" | "dns_failed"; detail: string };

/**
 * Resolves once and checks every answer: one private address among public ones refuses the host, so
 * a DNS server cannot mix an internal address in. The caller connects to the address returned here.
 */
export async function resolveChecked(
  hostname: string,
  policy: AddressPolicy,
  resolve: Resolver,
): Promise<CheckedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  // RFC 6761: "localhost" names mean this machine whatever DNS says; never ask a resolver about
  // them.
  if (/(^|\.)localhost\.?$/i.test(host))
    return { ok: false, reason: "blocked_address", detail: `${host} is this machine` };
  const literal = isIP(host);
  let answers: ResolvedAddress[];
  try {
    answers = literal ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await resolve(host);
  } catch {
    return { ok: false, reason: "dns_failed", detail: `${host} could not be resolved` };
  }
  const first = answers[0];
  if (!first) return { ok: false, reason: "dns_failed", detail: `${host} has no address` };
  const blocked = answers.find((answer) => !policy.allowsAddress(answer.address));
  if (blocked)
    return {
      ok: false,
      reason: "blocked_address",
      detail: `${host} resolves to ${blocked.address}, which is not a public address`,
    };
  return { ok: true, address: first.address, family: first.family };
}
