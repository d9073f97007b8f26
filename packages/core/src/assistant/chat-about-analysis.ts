import { randomUUID } from "node:crypto";
import type { PublicUser } from "@faircarat/contracts";
import type { ChatRequest, ChatResponse } from "@faircarat/contracts/chat";
import { tables } from "@faircarat/db";
import type { AssistantContext } from "./assistant-context";
import { answerFromReport } from "./built-in-expert";
import { getConversation } from "./get-conversation";
import { loadOwnedAnalysis } from "./load-owned-analysis";
import { createSpecPricer } from "./what-if-pricer";

/** How many earlier turns a model sees: enough for follow-ups, small enough to keep prompts short. */
const CONTEXT_TURNS = 12;

/**
 * The spec's diamond-chat: answers the user's new question about one of their own analyses and
 * keeps both turns with it. The report comes from the database; of the request only the last
 * message (the question) is used, and earlier turns are read back from storage, never from the client.
 */
export async function chatAboutAnalysis(ctx: AssistantContext, user: PublicUser, analysisId: string, request: ChatRequest): Promise<ChatResponse> {
  const analysis = await loadOwnedAnalysis(ctx.db, user.id, analysisId);
  const question = request.messages.at(-1)?.content ?? "";
  const price = createSpecPricer(ctx.pricing.current(), analysis);

  const stored = await getConversation(ctx.db, user.id, analysisId);
  let reply: ChatResponse | null = null;
  if (ctx.llm) {
    const conversation = [...stored.messages.slice(-CONTEXT_TURNS).map(({ role, content }) => ({ role, content })), { role: "user" as const, content: question }];
    const written = await ctx.llm.write({ analysis, conversation, price }).catch((error: unknown) => {
      ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "language model failed: the built-in expert answers");
      return null;
    });
    if (written) reply = { message: written, author: "llm" };
  }
  const earlierQuestions = stored.messages.filter((m) => m.role === "user").slice(-CONTEXT_TURNS).map((m) => m.content);
  reply ??= { message: answerFromReport(question, analysis, price, earlierQuestions), author: "built-in" };

  const now = Date.now();
  await ctx.db.insert(tables.chatMessages).values([
    { id: randomUUID(), analysisId, userId: user.id, role: "user", content: question, author: null, createdAt: new Date(now) },
    { id: randomUUID(), analysisId, userId: user.id, role: "assistant", content: reply.message, author: reply.author, createdAt: new Date(now + 1) },
  ]);
  return reply;
}
