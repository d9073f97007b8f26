import { Hono } from "hono";
import { CONTACT_RATE_LIMIT, contactMessageInputSchema } from "@faircarat/contracts";
import { enforceRateLimits, getSession, sendContactMessage } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientRateKey } from "../../middleware/client-ip";
import { readJson } from "../../validation";

/** POST: the contact form. Open to everyone; a signed-in sender's account is linked. */
export function contactRoutes(deps: AppDeps) {
  const { accounts, db, config, logger } = deps;
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await readJson(c, contactMessageInputSchema);
    await enforceRateLimits(db, [
      { key: `contact:ip:${clientRateKey(c, config.trustProxy)}`, ...CONTACT_RATE_LIMIT },
    ]);
    const { user } = await getSession(accounts, c.req.raw.headers);
    const receipt = await sendContactMessage(db, input, user?.id ?? null);
    // No message content in the log: the id finds it in contact_messages.
    logger.info(
      { contactMessageId: receipt.id, requestId: c.get("requestId") },
      "contact message stored",
    );
    return c.json(receipt, 201);
  });
}
