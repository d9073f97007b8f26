import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { claimMailToRecipient } from "../mail/recipient-cap";
import { existingAccountEmail, verificationEmail } from "./account-emails";

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Public origin of the site, e.g. https://faircarat.com; links in emails point here. */
  publicUrl: string;
  secret: string;
  requireEmailVerification: boolean;
}

/** better-auth, configured for email and password accounts on our own tables. */
export function createAuth(options: AuthOptions) {
  const { db, mailer, logger, publicUrl } = options;

  // The request is answered the same either way, so the cap reveals nothing about the account.
  async function deliver(
    kind: string,
    email: string,
    message: { subject: string; text: string; html: string },
    url?: string,
  ) {
    if (!(await claimMailToRecipient(db, email))) {
      logger.warn(
        { kind, email },
        `${kind} email not sent: this address had its allowance of account emails`,
      );
      return;
    }
    await mailer.send({ to: email, ...message });
    if (mailer.kind === "outbox")
      logger.info({ email, url }, `${kind} email written to the outbox`);
  }

  return betterAuth({
    appName: "FairCarat",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === "error") logger.error({ source: "auth" }, message);
        else if (level === "warn") logger.warn({ source: "auth" }, message);
      },
    },
    // Our routes apply their own limits in the database, shared by every process.
    rateLimit: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: tables.users,
        session: tables.sessions,
        account: tables.accounts,
        verification: tables.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: options.requireEmailVerification,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await deliver("existing-account", user.email, existingAccountEmail(publicUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: options.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await deliver("verification", user.email, verificationEmail(user.name, url), url);
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    advanced: {
      cookiePrefix: "faircarat",
      useSecureCookies: publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
