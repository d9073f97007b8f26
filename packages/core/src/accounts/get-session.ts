import type { SessionResponse } from "@faircarat/contracts";
import type { AccountsContext } from "./sign-up";
import { toPublicUser } from "./public-user";

const signedOut: SessionResponse = { user: null, session: null };

/** The session named by the request's cookie; forged, expired or revoked cookies read as signed out. */
export async function getSession(ctx: AccountsContext, headers: Headers): Promise<SessionResponse> {
  const found = await ctx.auth.api.getSession({ headers });
  if (!found) return signedOut;
  return {
    user: toPublicUser(found.user),
    session: { id: found.session.id, expiresAt: found.session.expiresAt.toISOString() },
  };
}
