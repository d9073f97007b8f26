import type { ApiCaller } from "./api-caller";
import { onePerOwner } from "../one-per-owner";

/**
 * API keys this process verified in the last few seconds, by the hash of the presented secret, with
 * the plan they resolved to: a client calling many times a second costs one key lookup (and one
 * plan lookup) per TTL_MS rather than one each. Only keys found valid are kept (an unknown key is
 * never an entry); revoking a key here forgets it at once, and another process's revoke or a lapsed
 * plan is seen within TTL_MS (docs/decisions/041). Quotas and rate limits are counted per call
 * regardless.
 */
export const VERIFIED_KEY_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  caller: ApiCaller;
  until: number;
}

export class VerifiedKeyCache {
  private readonly entries = new Map<string, Entry>();

  /** `now`: the API's clock in ms (tests move it to lapse a plan). */
  get(secretHash: string, now: number): ApiCaller | undefined {
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (entry.until > now && entry.until - VERIFIED_KEY_TTL_MS <= now) return entry.caller;
    this.entries.delete(secretHash);
    return undefined;
  }

  set(secretHash: string, caller: ApiCaller, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (this.entries.size < MAX_ENTRIES / 2) break;
      }
    }
    this.entries.set(secretHash, { caller, until: now + VERIFIED_KEY_TTL_MS });
  }

  /** Every entry of this key (revoked here). */
  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries)
      if (entry.caller.keyId === keyId) this.entries.delete(hash);
  }
}

/** One cache per database handle (each test app has its own). */
export const verifiedKeyCacheOf = onePerOwner(() => new VerifiedKeyCache());
