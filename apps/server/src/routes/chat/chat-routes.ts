import { Hono } from "hono";
import { chatRequestSchema } from "@faircarat/contracts/chat";
import { chatAboutAnalysis, enforceRateLimits, getConversation, type AssistantContext } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";
import { readJson } from "../../validation";

const MINUTE = 60_000;
const DEFAULT_CHAT_RATE_LIMIT_PER_MINUTE = 20;

/** POST /api/analyses/:id/chat: the spec's diamond-chat. GET: the conversation kept with that analysis. */
export function chatRoutes(deps: AppDeps) {
  const { accounts, db, config } = deps;
  const assistant: AssistantContext = { db, pricing: deps.analyses.pricing, logger: deps.logger, llm: deps.llm };
  const limit = config.chatRateLimitPerMinute ?? DEFAULT_CHAT_RATE_LIMIT_PER_MINUTE;
  return new Hono<AppEnv>()
    .post("/:id/chat", async (c) => {
      const user = await requireUser(accounts, c);
      const input = await readJson(c, chatRequestSchema);
      await enforceRateLimits(db, [{ key: `chat:user:${user.id}`, limit, windowMs: MINUTE }]);
      return c.json(await chatAboutAnalysis(assistant, user, c.req.param("id"), input));
    })
    .get("/:id/chat", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json(await getConversation(db, user.id, c.req.param("id")));
    });
}
