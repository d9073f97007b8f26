import { onePerOwner } from "../one-per-owner";

/**
 * Blocks of a high-volume key's monthly quota and per-minute window that one process holds and
 * hands out itself, so that most calls of such a key need no round trip to the database
 * (docs/decisions/052). A key whose per-minute limit is 60 or less (Unlimited Access) gets blocks
 * of one: every call of it is counted in the database as it happens, as before.
 *
 * The quota stays exact across processes: a block is a reservation row, counted by every other
 * process's reservation under the account's lock until it is billed or let go. What a process loses
 * when it dies: calls done in the last second and not yet billed (never billed: the customer's
 * gain), and its block, which stops counting when its reservation expires (LEASE_TTL_MS).
 */

/** The largest block: 50 calls, so a process dying holds back at most that many for a minute. */
export const MAX_LEASE_BLOCK = 50;

/**
 * One call a second of the per-minute limit, so a block lasts about a second at the key's full
 * rate.
 */
export const leaseBlockOf = (perMinute: number) =>
  Math.max(1, Math.min(MAX_LEASE_BLOCK, Math.floor(perMinute / 60)));

/** How long a block's reservation counts unless its process renews it (each flush does). */
export const LEASE_TTL_MS = 60_000;

/**
 * A block not handed out from for this long is let go (its unused calls are free for other
 * processes).
 */
export const LEASE_IDLE_MS = 5_000;

/** How often done calls are billed and blocks renewed or let go. */
export const LEASE_FLUSH_MS = 1_000;

/**
 * A block of the monthly quota held by this process: the reservation row's calls are `free +
 * inFlight + billable`.
 */
export interface QuotaLease {
  reservationId: string;
  keyId: string;
  month: string;
  /** Calls still to hand out. */
  free: number;
  /** Calls handed out whose work has not ended. */
  inFlight: number;
  /** Calls done and owed, billed at the next flush. */
  billable: number;
  /** When the reservation's expiry was last set (ms), and when a call was last handed out. */
  renewedAt: number;
  lastTakenAt: number;
  /** No more calls are handed out; the reservation goes once its calls in flight are billed. */
  retired: boolean;
}

/** Tokens of a key's per-minute window this process holds until the window closes. */
export interface RateLease {
  tokens: number;
  /** When the window closes (ms). */
  closesAt: number;
  /** The window's count in the database after this block was taken. */
  count: number;
}

export interface LeaseFlush {
  lease: QuotaLease;
  /** Calls to bill now. */
  billed: number;
  /** The reservation's calls after this flush: 0 deletes it. */
  keep: number;
}

/**
 * The leases of one process (one per database handle, see `callLeasesOf`). Pure bookkeeping: the
 * database statements are the metering module's, so every rule of what counts lives in one place.
 */
export class CallLeases {
  private readonly quota = new Map<string, QuotaLease>();
  private readonly retiring = new Set<QuotaLease>();
  private readonly rate = new Map<string, RateLease>();
  private readonly pending = new Map<string, Promise<unknown>>();

  /**
   * A call of the key's block for this month, or null when none is free (a new block is needed).
   */
  takeCall(keyId: string, month: string, now: number): QuotaLease | null {
    const lease = this.quota.get(keyId);
    if (!lease) return null;
    // A block whose renewal has not reached the database for half its life may be expiring there.
    if (lease.month !== month || lease.free === 0 || now - lease.renewedAt > LEASE_TTL_MS / 2) {
      this.retire(lease);
      return null;
    }
    lease.free -= 1;
    lease.inFlight += 1;
    lease.lastTakenAt = now;
    return lease;
  }

  /** A new block for the key (the one before it, if any, retires). */
  hold(
    lease: Omit<QuotaLease, "inFlight" | "billable" | "retired" | "lastTakenAt">,
    now: number,
  ): void {
    const before = this.quota.get(lease.keyId);
    if (before) this.retire(before);
    this.quota.set(lease.keyId, {
      ...lease,
      inFlight: 0,
      billable: 0,
      retired: false,
      lastTakenAt: now,
    });
  }

  /** A handed-out call ended: `billed` (0 or 1) of it is owed, the rest goes back to the block. */
  callEnded(lease: QuotaLease, billed: number): void {
    lease.inFlight -= 1;
    lease.billable += billed;
    // A retired block hands nothing out again: its unbilled call is let go at its next flush.
    if (billed === 0 && !lease.retired) lease.free += 1;
  }

  /** A token of the key's current window, or null when none is held. */
  takeToken(keyId: string, now: number): RateLease | null {
    const lease = this.rate.get(keyId);
    if (!lease || lease.tokens === 0 || now >= lease.closesAt) return null;
    lease.tokens -= 1;
    return lease;
  }

  holdTokens(keyId: string, lease: RateLease): void {
    this.rate.set(keyId, lease);
  }

  /**
   * One fetch at a time per key and kind: concurrent calls wait for it, then take from what it got.
   */
  async once<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = fetch().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /**
   * What each block owes and keeps now; idle blocks retire first. Nothing changes until `flushed`.
   */
  dueFlushes(now: number): LeaseFlush[] {
    for (const lease of this.quota.values())
      if (now - lease.lastTakenAt > LEASE_IDLE_MS && lease.inFlight === 0) this.retire(lease);
    const due: LeaseFlush[] = [];
    for (const lease of [...this.quota.values(), ...this.retiring]) {
      // Nothing owed and recently renewed: nothing to write.
      if (!lease.retired && lease.billable === 0 && now - lease.renewedAt < LEASE_TTL_MS / 4)
        continue;
      due.push({
        lease,
        billed: lease.billable,
        keep: lease.retired ? lease.inFlight : lease.free + lease.inFlight,
      });
    }
    return due;
  }

  /** The flush's statement committed: its calls are billed and the reservation holds `keep`. */
  flushed({ lease, billed, keep }: LeaseFlush, now: number): void {
    lease.billable -= billed;
    lease.renewedAt = now;
    if (lease.retired) {
      lease.free = 0;
      if (keep === 0 && lease.inFlight === 0 && lease.billable === 0) this.retiring.delete(lease);
    }
  }

  /** Blocks held, for tests and metrics. */
  heldBlocks(): number {
    return this.quota.size + this.retiring.size;
  }

  private retire(lease: QuotaLease): void {
    if (this.quota.get(lease.keyId) === lease) this.quota.delete(lease.keyId);
    lease.retired = true;
    this.retiring.add(lease);
  }
}

/** One set of leases per database handle: a process's own (each test app has its own). */
export const callLeasesOf = onePerOwner(() => new CallLeases());
