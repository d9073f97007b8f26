import type { SessionResponse } from "@faircarat/contracts";
import type { AccountsContext } from "./sign-up";
import { toPublicUser } from "./public-user";
import { sessionCacheOf } from "./session-cache";

const signedOut: SessionResponse = { user: null, session: null };

/**
 * The session named by the request's cookie; forged, expired or revoked cookies read as signed out.
 */
export async function getSession(ctx: AccountsContext, headers: Headers): Promise<SessionResponse> {
  const cache = sessionCacheOf(ctx.auth);
  const cookie = headers.get("cookie");
  const cached = cache.get(cookie);
  if (cached) return cached;
  const found = await ctx.auth.api.getSession({ headers });
  if (!found) return signedOut;
  const session: SessionResponse = {
    user: toPublicUser(found.user),
    session: { id: found.session.id, expiresAt: found.session.expiresAt.toISOString() },
  };
  cache.set(cookie, session);
  return session;
}
