import { eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import { apiNow, type ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { hashApiKeySecret, looksLikeApiKey, prefixOf, secretMatches } from "./api-key-secret";
import { resolveApiPlan } from "./resolve-api-plan";
import { verifiedKeyCacheOf } from "./verified-key-cache";

const keys = tables.apiKeys;
const refused = (message: string) => new DomainError("unauthenticated", message);

/**
 * The account behind a presented key. Missing, unknown and revoked keys are all a 401 (the message
 * never says whose key it was); a valid key whose account no longer has an API plan is a 403.
 * A key verified in the last few seconds is taken from this process's cache (`VerifiedKeyCache`).
 */
export async function authenticateApiKey(
  ctx: ApiContext,
  presented: string | null,
): Promise<ApiCaller> {
  if (!presented)
    throw refused(
      "An API key is required: send it as 'Authorization: Bearer <key>' or 'X-API-Key: <key>'.",
    );
  if (!looksLikeApiKey(presented)) throw refused("This API key is not valid.");
  const cache = verifiedKeyCacheOf(ctx.db);
  const presentedHash = hashApiKeySecret(presented);
  const now = apiNow(ctx).getTime();
  const cached = cache.get(presentedHash, now);
  if (cached) return cached;
  const candidates = await ctx.db
    .select({
      id: keys.id,
      secretHash: keys.secretHash,
      revokedAt: keys.revokedAt,
      userId: tables.users.id,
      email: tables.users.email,
      emailVerified: tables.users.emailVerified,
    })
    .from(keys)
    .innerJoin(tables.users, eq(tables.users.id, keys.userId))
    .where(eq(keys.prefix, prefixOf(presented)));
  const key = candidates.find((candidate) => secretMatches(presented, candidate.secretHash));
  if (!key) throw refused("This API key is not valid.");
  if (key.revokedAt) throw refused("This API key has been revoked.");
  const account = { id: key.userId, email: key.email };
  const plan = await resolveApiPlan(ctx, { ...account, emailVerified: key.emailVerified });
  if (!plan)
    throw new DomainError(
      "forbidden",
      "The plan behind this API key has lapsed. Renew Unlimited Access to use the API again.",
    );
  const caller = { keyId: key.id, account, plan };
  cache.set(presentedHash, caller, now);
  return caller;
}
