import type { SessionResponse, SignInInput } from "@faircarat/contracts";
import { DomainError } from "../errors";
import { withAuthErrors } from "./auth-errors";
import type { AccountsContext } from "./sign-up";
import { toPublicUser } from "./public-user";

export interface SignedIn {
  body: SessionResponse;
  /** Set-Cookie values that carry the new session to the browser. */
  cookies: string[];
}

export async function signIn(
  ctx: AccountsContext,
  input: SignInInput,
  headers: Headers,
): Promise<SignedIn> {
  const { headers: responseHeaders, response } = await withAuthErrors(() =>
    ctx.auth.api.signInEmail({ body: input, headers, returnHeaders: true }),
  );
  // Read the session back through the new cookie so the answer matches what later calls see.
  const cookies = responseHeaders.getSetCookie();
  const session = await ctx.auth.api.getSession({ headers: cookieHeaderFrom(cookies) });
  if (!session) throw new DomainError("internal", "The session could not be started.");
  return {
    body: {
      user: toPublicUser(response.user),
      session: { id: session.session.id, expiresAt: session.session.expiresAt.toISOString() },
    },
    cookies,
  };
}

function cookieHeaderFrom(setCookies: string[]): Headers {
  const pairs = setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
  return new Headers({ cookie: pairs });
}
