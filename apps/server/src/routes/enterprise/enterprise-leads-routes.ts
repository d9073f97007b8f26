import { Hono } from "hono";
import {
  ENTERPRISE_LEAD_RATE_LIMIT,
  ENTERPRISE_LEAD_RECIPIENT_RATE_LIMIT,
  enterpriseLeadInputSchema,
} from "@faircarat/contracts";
import { enforceRateLimits, submitEnterpriseLead } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { clientRateKey } from "../../middleware/client-ip";
import { readJson } from "../../validation";

/**
 * POST: the enterprise page's Request Quote / Contact Sales form; open to everyone, rate limited
 * per client address and per recipient.
 */
export function enterpriseLeadsRoutes(deps: AppDeps) {
  const { db, config, logger, mailer } = deps;
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await readJson(c, enterpriseLeadInputSchema);
    await enforceRateLimits(db, [
      {
        key: `enterprise-lead:ip:${clientRateKey(c, config.trustProxy)}`,
        ...ENTERPRISE_LEAD_RATE_LIMIT,
      },
      {
        key: `enterprise-lead:email:${input.email.toLowerCase()}`,
        ...ENTERPRISE_LEAD_RECIPIENT_RATE_LIMIT,
      },
    ]);
    const receipt = await submitEnterpriseLead({ db, mailer, logger }, input);
    logger.info(
      { enterpriseLeadId: receipt.id, requestId: c.get("requestId") },
      "enterprise lead stored",
    );
    return c.json(receipt, 201);
  });
}
