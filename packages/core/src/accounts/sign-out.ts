import { sessionCacheOf } from "./session-cache";
import type { AccountsContext } from "./sign-up";

/** Ends the session named by the request's cookie; returns the Set-Cookie values that clear it. */
export async function signOut(ctx: AccountsContext, headers: Headers): Promise<string[]> {
  sessionCacheOf(ctx.auth).forget(headers.get("cookie"));
  const session = await ctx.auth.api.getSession({ headers });
  if (!session) return [];
  const { headers: responseHeaders } = await ctx.auth.api.signOut({ headers, returnHeaders: true });
  return responseHeaders.getSetCookie();
}
