import {
  CHAT_STREAM_MEDIA_TYPE,
  chatStreamEventSchema,
  type ChatStreamEvent,
} from "@faircarat/contracts/chat";
import type { TestApp } from "./test-app";

/** Asks the diamond-chat for a streamed reply, as the widget does. */
export function askStreamed(t: TestApp, analysisId: string, cookie: string, content: string) {
  return t.request(`/api/analyses/${analysisId}/chat`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json", accept: CHAT_STREAM_MEDIA_TYPE },
    body: JSON.stringify({ messages: [{ role: "user", content }] }),
  });
}

/**
 * The events of a streamed chat reply, each as soon as its line has arrived; leaving early hangs
 * up.
 */
export async function* chatEvents(response: Response): AsyncGenerator<ChatStreamEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines)
        if (line !== "") yield chatStreamEventSchema.parse(JSON.parse(line));
    }
  } finally {
    await reader.cancel();
  }
}

/** Every event of a streamed reply, once it has ended. */
export async function allChatEvents(response: Response): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of chatEvents(response)) events.push(event);
  return events;
}
