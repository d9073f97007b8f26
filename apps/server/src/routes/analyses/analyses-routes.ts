import { Hono } from "hono";
import {
  analysisRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from "@faircarat/contracts";
import { createAnalysis, listAnalyses } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { abortStateOf } from "../../middleware/limit-body";
import { requireUser } from "../../middleware/require-user";
import { readHeader, readJson } from "../../validation";

/** POST: the spec's analyze-diamond call. GET: the caller's own history, newest first. */
export function analysesRoutes(deps: AppDeps) {
  const { accounts, analyses, db, config } = deps;
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const user = await requireUser(accounts, c);
      const idempotencyKey = readHeader(c, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema);
      const input = await readJson(c, analysisRequestSchema);
      const record = await createAnalysis(analyses, user, input, {
        perMinuteLimit: config.analysisRateLimitPerMinute,
        idempotencyKey,
        signal: abortStateOf(c),
      });
      deps.metrics?.analysesCreated.inc();
      return c.json({ success: true, analysis: record.analysis_data.analysis, record }, 201);
    })
    .get("/", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json({ analyses: await listAnalyses(db, user.id) });
    });
}
