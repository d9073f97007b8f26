import type { SessionResponse } from "@faircarat/contracts";
import { onePerOwner } from "../one-per-owner";

/**
 * Sessions this process checked in the last few seconds, by the exact Cookie header that named
 * them, so a burst of requests costs one database lookup rather than one each. Only sessions found
 * valid are kept (a forged cookie is never a key), never past their expiry; signing out here
 * forgets at once, and another process's sign-out is seen within TTL_MS.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionResponse;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(cookie: string | null): SessionResponse | undefined {
    if (!cookie) return undefined;
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.session;
    this.entries.delete(cookie);
    return undefined;
  }

  set(cookie: string | null, session: SessionResponse): void {
    if (!cookie || !session.session) return;
    const until = Math.min(this.now() + TTL_MS, Date.parse(session.session.expiresAt));
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (this.entries.size < MAX_ENTRIES / 2) break;
      }
    }
    this.entries.set(cookie, { session, until });
  }

  forget(cookie: string | null): void {
    if (cookie) this.entries.delete(cookie);
  }
}

/** One cache per auth instance (each test app has its own). */
export const sessionCacheOf = onePerOwner(() => new SessionCache());
