import { z } from "zod";
import { storableText } from "./text";
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";

const email = storableText(undefined, "Your email")
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const signInInputSchema = z.object({
  email,
  password: storableText(undefined, "Your password").min(1, { error: "Password is required." }).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  fullName: storableText(undefined, "Your full name").trim().min(1, { error: "Full name is required." }).max(FULL_NAME_MAX_LENGTH),
  email,
  password: storableText(undefined, "Your password")
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
    .refine((password) => password.trim() !== "", { error: "Password cannot be only spaces." }),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/**
 * GET /api/auth/verify-email, the link in the verification email. The callback is a path on this
 * site (the provider would refuse another origin anyway, outside our error envelope).
 */
export const verifyEmailQuerySchema = z.object({
  token: storableText({ error: "The verification link is incomplete." }).min(1, { error: "The verification link is incomplete." }).max(4096),
  callbackURL: storableText()
    .max(2048)
    // A path of printable ASCII without backslashes: "//host", "/\host" or a tab ("/\t/host") cannot leave the site.
    .regex(/^\/(?!\/)[!-[\]-~]*$/, { error: "The verification link must return to a page of this site." })
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
