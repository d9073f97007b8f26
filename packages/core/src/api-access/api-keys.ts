import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  API_KEYS_PER_ACCOUNT,
  type ApiKeyList,
  type ApiKeySummary,
  type CreateApiKeyInput,
  type CreatedApiKey,
  type PublicUser,
} from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import { apiNow, usageMonth, type ApiContext } from "./api-context";
import { flushApiCallLeases } from "./meter-api-calls";
import { hashApiKeySecret, newApiKeySecret, prefixOf } from "./api-key-secret";
import { resolveApiPlan } from "./resolve-api-plan";
import { verifiedKeyCacheOf } from "./verified-key-cache";

const keys = tables.apiKeys;
const usage = tables.apiUsage;

type KeyRow = typeof keys.$inferSelect;

const toSummary = (row: KeyRow, callsThisMonth: number): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  callsThisMonth,
});

/**
 * A new key for an account whose plan includes the API; the secret is returned here and never
 * again.
 */
export async function createApiKey(
  ctx: ApiContext,
  user: PublicUser,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const plan = await resolveApiPlan(ctx, user);
  if (!plan)
    throw new DomainError(
      "payment_required",
      "API keys come with Unlimited Access. Choose a plan to continue.",
    );
  const secret = newApiKeySecret();
  const row = await ctx.db.transaction(async (tx) => {
    // Count and insert as one decision per account, across processes, so racing creations cannot
    // pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${user.id}`}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(keys)
      .where(and(eq(keys.userId, user.id), isNull(keys.revokedAt)));
    if ((active?.n ?? 0) >= API_KEYS_PER_ACCOUNT)
      throw new DomainError(
        "conflict",
        `You can hold at most ${API_KEYS_PER_ACCOUNT} keys. Revoke one you no longer use first.`,
      );
    const [inserted] = await tx
      .insert(keys)
      .values({
        id: randomUUID(),
        userId: user.id,
        name: input.name,
        prefix: prefixOf(secret),
        secretHash: hashApiKeySecret(secret),
        createdAt: apiNow(ctx),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("api key insert returned no row");
  return { key: toSummary(row, 0), secret };
}

/**
 * The caller's own keys, newest first, with this month's calls; another account's keys never
 * appear.
 */
export async function listApiKeys(ctx: ApiContext, user: PublicUser): Promise<ApiKeyList> {
  // Calls this process did in the last second are billed first, so the count includes them.
  await flushApiCallLeases(ctx);
  const month = usageMonth(apiNow(ctx));
  const rows = await ctx.db
    .select()
    .from(keys)
    .where(eq(keys.userId, user.id))
    .orderBy(desc(keys.createdAt));
  const calls =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ keyId: usage.keyId, calls: usage.calls })
          .from(usage)
          .where(
            and(
              inArray(
                usage.keyId,
                rows.map((r) => r.id),
              ),
              eq(usage.month, month),
            ),
          );
  const callsByKey = new Map(calls.map((c) => [c.keyId, c.calls]));
  const summaries = rows.map((row) => toSummary(row, callsByKey.get(row.id) ?? 0));
  return {
    plan: await resolveApiPlan(ctx, user),
    month,
    callsThisMonth: summaries.reduce((sum, key) => sum + key.callsThisMonth, 0),
    keys: summaries,
  };
}

/**
 * Revokes one of the caller's keys at once; an unknown id or another account's key is a 404 alike.
 */
export async function revokeApiKey(
  ctx: ApiContext,
  user: PublicUser,
  keyId: string,
): Promise<ApiKeySummary> {
  const [row] = await ctx.db
    .update(keys)
    .set({ revokedAt: sql`coalesce(${keys.revokedAt}, ${apiNow(ctx).toISOString()}::timestamptz)` })
    .where(and(eq(keys.id, keyId), eq(keys.userId, user.id)))
    .returning();
  if (!row) throw new DomainError("not_found", "No such API key.");
  verifiedKeyCacheOf(ctx.db).forgetKey(row.id);
  await flushApiCallLeases(ctx);
  const [used] = await ctx.db
    .select({ calls: usage.calls })
    .from(usage)
    .where(and(eq(usage.keyId, row.id), eq(usage.month, usageMonth(apiNow(ctx)))));
  return toSummary(row, used?.calls ?? 0);
}
