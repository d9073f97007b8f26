import { z } from "zod";
import { storableText } from "./text";
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits";

const email = storableText(undefined, "Your email")
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const signInInputSchema = z.object({
  email,
  password: storableText(undefined, "Your password")
    .min(1, { error: "Password is required." })
    .max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  fullName: storableText(undefined, "Your full name")
    .trim()
    .min(1, { error: "Full name is required." })
    .max(FULL_NAME_MAX_LENGTH),
  email,
  password: storableText(undefined, "Your password")
    .min(PASSWORD_MIN_LENGTH, {
      error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    })
    .refine((password) => password.trim() !== "", { error: "Password cannot be only spaces." }),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

const siteOrigin = "http://site.invalid";

/**
 * A path on this site, as the browser will resolve it, or null. Printable ASCII without
 * backslashes or "%" ("//host", "/\host", a tab, "/%2F%2Fhost" cannot leave the site), then
 * resolved: dot segments go ("/.//host" is "//host", which the provider passed on as a redirect
 * to another site), and what is left must not start with "//". The resolved path is what is used.
 */
export function sitePath(raw: string): string | null {
  if (!/^\/[!-$&-[\]-~]*$/.test(raw)) return null;
  const url = new URL(raw, siteOrigin);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === siteOrigin && !path.startsWith("//") ? path : null;
}

/**
 * GET /api/auth/verify-email, the link in the verification email. The callback is a path on this
 * site (the provider would refuse another origin anyway, outside our error envelope).
 */
export const verifyEmailQuerySchema = z.object({
  token: storableText({ error: "The verification link is incomplete." })
    .min(1, { error: "The verification link is incomplete." })
    .max(4096),
  callbackURL: storableText()
    .max(2048)
    .transform((raw, ctx) => {
      const path = sitePath(raw);
      if (path === null)
        ctx.addIssue({
          code: "custom",
          message: "The verification link must return to a page of this site.",
        });
      return path ?? "";
    })
    .optional(),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  expiresAt: z.iso.datetime(),
});

/** GET /api/auth/session: `{ user: null, session: null }` when signed out. */
export const sessionResponseSchema = z.object({
  user: publicUserSchema.nullable(),
  session: sessionInfoSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/sign-up answers 201 with this; the account signs in separately. */
export const signUpResponseSchema = z.object({
  user: publicUserSchema,
  verificationRequired: z.boolean(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
