import type { SignUpInput, SignUpResponse } from "@faircarat/contracts";
import { withAuthErrors } from "./auth-errors";
import type { Auth } from "./create-auth";
import { toPublicUser } from "./public-user";

export interface AccountsContext {
  auth: Auth;
  requireEmailVerification: boolean;
}

/**
 * Creates the account and sends the verification email. A registered address gets the same
 * answer (and its owner an email), so sign-up cannot be used to probe who has an account.
 */
export async function signUp(
  ctx: AccountsContext,
  input: SignUpInput,
  headers: Headers,
): Promise<SignUpResponse> {
  const result = await withAuthErrors(() =>
    ctx.auth.api.signUpEmail({
      body: {
        name: input.fullName,
        email: input.email,
        password: input.password,
        callbackURL: "/?verified=1",
      },
      headers,
    }),
  );
  return { user: toPublicUser(result.user), verificationRequired: ctx.requireEmailVerification };
}
