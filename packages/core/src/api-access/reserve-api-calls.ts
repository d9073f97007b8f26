import { randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import { preparedPerDatabase, tables, type Database } from "@faircarat/db";
import { formatCount } from "@faircarat/contracts/figures";
import { DomainError } from "../errors";
import { quotaRenewsAt, secondsToNextMonth, usageMonth, type ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";

/** The monthly quota cannot take the call; it renews when the next UTC month starts. */
export class QuotaExceededError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super("quota_exceeded", message);
  }
}

/**
 * Says what does not fit: a spent quota, or a call asking more than the calls left (a batch of many
 * lines).
 */
function quotaRefusal(
  monthlyCalls: number,
  used: number,
  units: number,
  asked: string | undefined,
  now: Date,
): string {
  const left = Math.max(0, monthlyCalls - used);
  const quota = formatCount(monthlyCalls);
  // ISO 8601 in UTC, for the program reading it as much as for its developer.
  const renewal = `they renew at ${quotaRenewsAt(now).toISOString().replace(".000Z", "Z")}`;
  if (left === 0) return `This account has used its ${quota} API calls for this month; ${renewal}.`;
  const request = asked ?? `This request needs ${formatCount(units)} API calls`;
  return `${request}, but the account has only ${formatCount(left)} of its ${quota} API calls left this month; ${renewal}.`;
}

/**
 * How long a reservation counts while its request runs: far beyond any call's work (a 1,000-line
 * batch takes seconds; a listing page 5 s at most), so only a process that died leaves one this
 * old.
 */
export const RESERVATION_TTL_MS = 15 * 60_000;

export const reservations = tables.apiCallReservations;

/**
 * `reserve_api_calls` (migration 0016): the account's lock, its billed and held calls, and the
 * reservation in one round trip, so concurrent calls of one account queue for microseconds, not
 * for a client-side transaction's four round trips (docs/decisions/041).
 */
const preparedReserve = preparedPerDatabase((db: Database) =>
  db
    .select({
      used: sql<number>`reserve_api_calls(${sql.placeholder("accountId")}, ${sql.placeholder("keyId")}, ${sql.placeholder("month")}, ${sql.placeholder("units")}::integer, ${sql.placeholder("monthlyCalls")}::integer, ${sql.placeholder("now")}::timestamptz, ${sql.placeholder("reservationId")}, ${sql.placeholder("expiresAt")}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(tables.users)
    .where(eq(tables.users.id, sql.placeholder("accountId")))
    .prepare("reserve_api_calls"),
);

/**
 * Holds `units` of the account's monthly quota for the key, or refuses. One decision at a time per
 * account, across processes: concurrent calls each see the others' reservations, never a stale
 * total. Nothing is billed yet: a process killed before `settle` leaves only a reservation that
 * expires.
 */
export async function reserveCalls(
  ctx: ApiContext,
  caller: ApiCaller,
  units: number,
  now: Date,
  asked: string | undefined,
  ttlMs = RESERVATION_TTL_MS,
): Promise<string> {
  const month = usageMonth(now);
  const reservationId = randomUUID();
  const { monthlyCalls } = caller.plan;
  const [row] = await preparedReserve(ctx.db).execute({
    accountId: caller.account.id,
    keyId: caller.keyId,
    month,
    units,
    monthlyCalls,
    now: now.toISOString(),
    reservationId,
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  });
  // The account is gone (its keys with it) since the key was verified.
  if (!row) throw new DomainError("unauthenticated", "This API key is not valid.");
  if (row.used + units > monthlyCalls)
    throw new QuotaExceededError(
      secondsToNextMonth(now),
      quotaRefusal(monthlyCalls, row.used, units, asked, now),
    );
  return reservationId;
}

/**
 * Bills what the call did (taken within 0..units) and lets its reservation go, in one statement;
 * the key's reservations left by processes that died (expired, no longer counted) go with it.
 */
export async function settle(
  ctx: ApiContext,
  caller: ApiCaller,
  reservationId: string,
  now: Date,
  units: number,
  billed: number,
) {
  const calls = Math.min(units, Math.max(0, billed));
  const released = sql`delete from ${reservations} where id = ${reservationId} or (key_id = ${caller.keyId} and expires_at <= ${now.toISOString()}::timestamptz)`;
  if (calls === 0) {
    await ctx.db.execute(released);
    return;
  }
  await ctx.db.execute(billedAlong(released, caller.keyId, usageMonth(now), calls));
}

/** `change` to the reservations and `calls` added to the key's month, in one statement. */
export const billedAlong = (change: SQL, keyId: string, month: string, calls: number) => sql`
    with changed as (${change})
    insert into ${tables.apiUsage} (key_id, month, calls) values (${keyId}, ${month}, ${calls})
    on conflict (key_id, month) do update set calls = ${tables.apiUsage}.calls + excluded.calls`;
