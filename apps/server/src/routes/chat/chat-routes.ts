import { Hono, type Context } from "hono";
import { rowIdSchema } from "@faircarat/contracts";
import { CHAT_STREAM_MEDIA_TYPE, chatRequestSchema } from "@faircarat/contracts/chat";
import {
  enforceRateLimits,
  getConversation,
  openChat,
  type AssistantContext,
} from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/require-user";
import { readJson } from "../../validation";
import { idParam } from "../id-param";
import { streamReply } from "./stream-reply";

const MINUTE = 60_000;
const analysisId = (c: Context) => idParam(c, rowIdSchema, "Analysis not found.");
const DEFAULT_CHAT_RATE_LIMIT_PER_MINUTE = 20;

/**
 * POST /api/analyses/:id/chat: the spec's diamond-chat, answered as one JSON reply, or streamed as
 * it is written to a client that accepts `application/x-ndjson`. GET: the conversation kept with
 * that analysis.
 */
export function chatRoutes(deps: AppDeps) {
  const { accounts, db, config } = deps;
  const assistant: AssistantContext = {
    db,
    pricing: deps.analyses.pricing,
    logger: deps.logger,
    llm: deps.llm,
  };
  const limit = config.chatRateLimitPerMinute ?? DEFAULT_CHAT_RATE_LIMIT_PER_MINUTE;
  return new Hono<AppEnv>()
    .post("/:id/chat", async (c) => {
      const user = await requireUser(accounts, c);
      const input = await readJson(c, chatRequestSchema);
      await enforceRateLimits(db, [{ key: `chat:user:${user.id}`, limit, windowMs: MINUTE }]);
      const chat = await openChat(assistant, user, analysisId(c), input);
      if ((c.req.header("accept") ?? "").includes(CHAT_STREAM_MEDIA_TYPE))
        return streamReply(c, chat, deps.logger);
      return c.json(await chat.reply());
    })
    .get("/:id/chat", async (c) => {
      const user = await requireUser(accounts, c);
      c.header("Cache-Control", "no-store");
      return c.json(await getConversation(db, user.id, analysisId(c)));
    });
}
