import type { Context } from "hono";
import { stream } from "hono/streaming";
import { CHAT_STREAM_MEDIA_TYPE, type ChatResponse, type ChatStreamEvent } from "@faircarat/contracts/chat";
import type { Logger, ReplySink } from "@faircarat/core";
import type { AppEnv } from "../../app-env";

interface OpenedChat {
  reply(sink?: ReplySink): Promise<ChatResponse>;
}

/**
 * Sends a chat reply as it is written, one JSON event per line. The request was checked before
 * (session, body, rate limit, ownership), so only a failure while writing lands here: it becomes
 * an `error` event in the API's error shape, as the status line is already sent.
 */
export function streamReply(c: Context<AppEnv>, chat: OpenedChat, logger: Logger) {
  c.header("Content-Type", `${CHAT_STREAM_MEDIA_TYPE}; charset=utf-8`);
  c.header("Cache-Control", "no-store");
  // Proxies such as nginx would otherwise hold the reply back until it is complete.
  c.header("X-Accel-Buffering", "no");
  return stream(c, async (output) => {
    let queue = Promise.resolve();
    const send = (event: ChatStreamEvent) => {
      // A reader that went away fails the write; the reply is still kept with the analysis.
      queue = queue.then(() => output.write(`${JSON.stringify(event)}\n`)).then(
        () => undefined,
        () => undefined,
      );
    };
    try {
      const reply = await chat.reply({ text: (text) => send({ type: "text", text }), restart: () => send({ type: "restart" }) });
      send({ type: "done", ...reply });
    } catch (error) {
      logger.error({ err: error, requestId: c.get("requestId"), path: c.req.path }, "chat reply failed while streaming");
      send({ type: "error", error: { code: "internal", message: "Something went wrong on our side. Please try again.", requestId: c.get("requestId") ?? "unknown" } });
    }
    await queue;
  });
}
