import { Hono, type Context } from "hono";
import { signInInputSchema, signUpInputSchema, verifyEmailQuerySchema } from "@faircarat/contracts";
import { enforceRateLimits, getSession, signIn, signOut, signUp, verifyEmail } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientIp } from "../../middleware/client-ip";
import { parseInput, readJson } from "../../validation";

const MINUTE = 60_000;

export function authRoutes(deps: AppDeps) {
  const { accounts, db, config } = deps;
  const limit = config.authRateLimitPerMinute;

  /** Per address and per account, so neither one IP nor a botnet can hammer one email. */
  const limitAttempts = (c: Context, action: string, email: string) =>
    enforceRateLimits(db, [
      { key: `${action}:ip:${clientIp(c, config.trustProxy)}`, limit, windowMs: MINUTE },
      { key: `${action}:email:${email}`, limit, windowMs: MINUTE },
    ]);

  const setCookies = (c: Context, cookies: string[]) => {
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
  };

  return new Hono<AppEnv>()
    .post("/sign-up", async (c) => {
      const input = await readJson(c, signUpInputSchema);
      await limitAttempts(c, "sign-up", input.email);
      return c.json(await signUp(accounts, input, c.req.raw.headers), 201);
    })
    .post("/sign-in", async (c) => {
      const input = await readJson(c, signInInputSchema);
      await limitAttempts(c, "sign-in", input.email);
      const { body, cookies } = await signIn(accounts, input, c.req.raw.headers);
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
    .get("/verify-email", (c) => verifyEmail(accounts, parseInput(verifyEmailQuerySchema, c.req.query()), c.req.raw));
}
