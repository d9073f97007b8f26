import type { Context } from "hono";
import { stream } from "hono/streaming";
import { CHAT_STREAM_MEDIA_TYPE, type ChatStreamEvent } from "@faircarat/contracts/chat";
import type { Logger, openChat } from "@faircarat/core";
import type { AppEnv } from "../../app-env";
import { errorEnvelope, INTERNAL_ERROR_MESSAGE } from "../../errors";

type OpenedChat = Awaited<ReturnType<typeof openChat>>;

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
    const readerGone = new AbortController();
    output.onAbort(() => readerGone.abort());
    // Writes go out in order; `write` itself ignores a reader that went away.
    let queue = Promise.resolve();
    const send = (event: ChatStreamEvent) => {
      queue = queue.then(() => output.write(`${JSON.stringify(event)}\n`)).then(() => undefined);
    };
    try {
      const sink = {
        text: (text: string) => send({ type: "text", text }),
        restart: () => send({ type: "restart" }),
      };
      const reply = await chat.reply(sink, readerGone.signal);
      send({ type: "done", ...reply });
    } catch (error) {
      logger.error(
        { err: error, requestId: c.get("requestId"), path: c.req.path },
        "chat reply failed while streaming",
      );
      send({ type: "error", ...errorEnvelope(c, "internal", INTERNAL_ERROR_MESSAGE) });
    }
    await queue;
  });
}
