import { Hono, type Context } from "hono";
import { signInInputSchema, signUpInputSchema, verifyEmailQuerySchema } from "@faircarat/contracts";
import {
  clearFailures,
  enforceBackoff,
  enforceRateLimits,
  getSession,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientRateKey } from "../../middleware/client-ip";
import { parseInput, readJson } from "../../validation";

const MINUTE = 60_000;
/**
 * Five wrong passwords in a row are free; then 5 s, 10 s, 20 s ... up to 15 minutes between tries.
 */
export const SIGN_IN_BACKOFF = { freeFailures: 5, baseSeconds: 5, maxSeconds: 15 * 60 };

export function authRoutes(deps: AppDeps) {
  const { accounts, db, config } = deps;
  const limit = config.authRateLimitPerMinute;

  /** Per address and per email, so neither one IP nor a botnet can create or mail-bomb accounts. */
  const limitSignUps = (c: Context, email: string) =>
    enforceRateLimits(db, [
      { key: `sign-up:ip:${clientRateKey(c, config.trustProxy)}`, limit, windowMs: MINUTE },
      { key: `sign-up:email:${email}`, limit, windowMs: MINUTE },
    ]);

  /**
   * Per address, and a growing wait per address and email. No limit is per email alone: an attacker
   * elsewhere must never be able to lock the owner out of their account. Returns the key a
   * successful sign-in clears.
   */
  const limitSignIns = async (c: Context, email: string) => {
    const ip = clientRateKey(c, config.trustProxy);
    await enforceRateLimits(db, [{ key: `sign-in:ip:${ip}`, limit, windowMs: MINUTE }]);
    const key = `sign-in:ip-email:${ip}:${email.toLowerCase()}`;
    await enforceBackoff(db, { key, ...SIGN_IN_BACKOFF });
    return key;
  };

  const setCookies = (c: Context, cookies: string[]) => {
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
  };

  return (
    new Hono<AppEnv>()
      .post("/sign-up", async (c) => {
        const input = await readJson(c, signUpInputSchema);
        await limitSignUps(c, input.email);
        return c.json(await signUp(accounts, input, c.req.raw.headers), 201);
      })
      .post("/sign-in", async (c) => {
        const input = await readJson(c, signInInputSchema);
        const failuresKey = await limitSignIns(c, input.email);
        const { body, cookies } = await signIn(accounts, input, c.req.raw.headers);
        await clearFailures(db, failuresKey);
        setCookies(c, cookies);
        return c.json(body);
      })
      .post("/sign-out", async (c) => {
        setCookies(c, await signOut(accounts, c.req.raw.headers));
        return c.body(null, 204);
      })
      .get("/session", async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await getSession(accounts, c.req.raw.headers));
      })
      // The emailed link: the provider checks the token, signs the user in and redirects home.
      .get("/verify-email", (c) =>
        verifyEmail(accounts, parseInput(verifyEmailQuerySchema, c.req.query()), c.req.raw),
      )
  );
}
