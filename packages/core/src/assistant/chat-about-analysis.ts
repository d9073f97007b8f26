import { randomUUID } from "node:crypto";
import type { PublicUser } from "@faircarat/contracts";
import type { ChatRequest, ChatResponse } from "@faircarat/contracts/chat";
import { tables } from "@faircarat/db";
import type { AssistantContext } from "./assistant-context";
import { answerFromReport } from "./built-in-expert";
import { readStoredConversation } from "./get-conversation";
import { loadOwnedAnalysis } from "./load-owned-analysis";
import { createExpertMarket } from "./expert-market";

/**
 * How many earlier turns a model sees: enough for follow-ups, small enough to keep prompts short.
 */
const CONTEXT_TURNS = 12;

/**
 * Where a reply goes as it is written: text to append, or a restart when what was sent must be
 * discarded.
 */
export interface ReplySink {
  text(text: string): void;
  restart(): void;
}

/**
 * The spec's diamond-chat, in two steps so a streamed answer can start only once the request is
 * known to be good: `openChat` loads the user's own analysis and stored conversation (and throws
 * not found for anyone else's), `reply` writes the answer and keeps both turns with the analysis.
 * Of the request only the last message (the question) is used; earlier turns are read back from
 * storage, never from the client.
 */
export async function openChat(
  ctx: AssistantContext,
  user: PublicUser,
  analysisId: string,
  request: ChatRequest,
) {
  const analysis = await loadOwnedAnalysis(ctx.db, user.id, analysisId);
  const stored = await readStoredConversation(ctx.db, analysisId);
  const question = request.messages.at(-1)?.content ?? "";
  const market = createExpertMarket(ctx.pricing.current(), analysis);

  async function writeWithModel(
    sink: ReplySink | undefined,
    signal: AbortSignal | undefined,
  ): Promise<ChatResponse | null> {
    if (!ctx.llm) return null;
    let sent = false;
    const conversation = [
      ...stored.messages.slice(-CONTEXT_TURNS).map(({ role, content }) => ({ role, content })),
      { role: "user" as const, content: question },
    ];
    const onText = (text: string) => {
      sent = true;
      sink?.text(text);
    };
    const written = await ctx.llm
      .write({ analysis, conversation, market, onText, signal })
      .catch((error: unknown) => {
        ctx.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "language model failed: the built-in expert answers",
        );
        return null;
      });
    if (written) return { message: written, author: "llm" };
    if (sent) sink?.restart();
    return null;
  }

  /**
   * `signal` ends the model's work when the reader has gone away; the question still gets the
   * built-in answer, kept with the analysis, so reopening the chat shows it answered.
   */
  async function reply(sink?: ReplySink, signal?: AbortSignal): Promise<ChatResponse> {
    let answer = await writeWithModel(sink, signal);
    if (!answer) {
      const earlierQuestions = stored.messages
        .filter((m) => m.role === "user")
        .slice(-CONTEXT_TURNS)
        .map((m) => m.content);
      answer = {
        message: answerFromReport(question, analysis, market, earlierQuestions),
        author: "built-in",
      };
      sink?.text(answer.message);
    }
    const now = Date.now();
    await ctx.db.insert(tables.chatMessages).values([
      {
        id: randomUUID(),
        analysisId,
        userId: user.id,
        role: "user",
        content: question,
        author: null,
        createdAt: new Date(now),
      },
      {
        id: randomUUID(),
        analysisId,
        userId: user.id,
        role: "assistant",
        content: answer.message,
        author: answer.author,
        createdAt: new Date(now + 1),
      },
    ]);
    return answer;
  }

  return { reply };
}
