import { Hono, type Context } from "hono";
import {
  rowIdSchema,
  trackDiamondRequestSchema,
  updateTrackedRequestSchema,
} from "@faircarat/contracts";
import {
  enforceRateLimits,
  listTracked,
  trackDiamond,
  untrackDiamond,
  updateTracked,
} from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";
import { readJson } from "../../validation";
import { idParam } from "../id-param";

const MINUTE = 60_000;
/** Tracking and alert settings are a few clicks per stone; more is a script. */
const CHANGES_PER_MINUTE = 30;
const trackedId = (c: Context) => idParam(c, rowIdSchema, "Tracked diamond not found.");

/**
 * The signed-in user's tracked diamonds: list, track one of their analyses, change its alerts or
 * purchase date, stop. Anyone else's id is a 404. A purchase date's value is priced as analyses
 * are.
 */
export function trackedRoutes(deps: AppDeps) {
  const { accounts, db } = deps;
  const options = { valuation: deps.analyses };
  const limitChanges = (userId: string) =>
    enforceRateLimits(db, [
      { key: `tracked:user:${userId}`, limit: CHANGES_PER_MINUTE, windowMs: MINUTE },
    ]);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json({ tracked: await listTracked(db, user.id, options) });
    })
    .post("/", async (c) => {
      const user = await requireUser(accounts, c);
      const input = await readJson(c, trackDiamondRequestSchema);
      await limitChanges(user.id);
      const tracked = await trackDiamond(db, user.id, input.analysisId, input.alerts, {
        ...options,
        purchaseDate: input.purchaseDate,
      });
      return c.json({ tracked }, 201);
    })
    .patch("/:id", async (c) => {
      const user = await requireUser(accounts, c);
      const id = trackedId(c);
      const input = await readJson(c, updateTrackedRequestSchema);
      await limitChanges(user.id);
      return c.json({ tracked: await updateTracked(db, user.id, id, input, options) });
    })
    .delete("/:id", async (c) => {
      const user = await requireUser(accounts, c);
      const id = trackedId(c);
      await limitChanges(user.id);
      await untrackDiamond(db, user.id, id);
      return c.body(null, 204);
    });
}
