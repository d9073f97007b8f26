import type { VerifyEmailQuery } from "@faircarat/contracts";
import { fromProviderAnswer } from "./auth-errors";
import type { AccountsContext } from "./sign-up";

/**
 * The emailed link: the provider checks the token, signs the user in and redirects to the
 * callback (with `?error=` when the token is bad). Without a callback it answers an error itself,
 * in its own shape: that becomes ours, so every auth error carries the envelope.
 */
export async function verifyEmail(
  ctx: AccountsContext,
  query: VerifyEmailQuery,
  request: Request,
): Promise<Response> {
  const url = new URL("/api/auth/verify-email", request.url);
  url.searchParams.set("token", query.token);
  if (query.callbackURL) url.searchParams.set("callbackURL", query.callbackURL);
  const response = await ctx.auth.handler(
    new Request(url, { method: "GET", headers: request.headers }),
  );
  if (response.status < 400) return response;
  const body = (await response.json().catch(() => undefined)) as
    { code?: unknown; message?: unknown } | undefined;
  throw (
    fromProviderAnswer(response.status, body, "The email address could not be verified.") ??
    new Error(`verify-email answered ${response.status}`)
  );
}
