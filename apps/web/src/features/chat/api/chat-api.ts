import {
  CHAT_STREAM_MEDIA_TYPE,
  chatConversationSchema,
  chatStreamEventSchema,
  type ChatConversation,
  type ChatMessage,
  type ChatResponse,
} from "@faircarat/contracts/chat";
import {
  ApiError,
  apiLineStream,
  apiRequest,
  connectionLost,
  parseJson,
  unexpectedResponse,
} from "@/lib/api-client";

export interface ReplyListener {
  /** More of the reply, to append. */
  onText(text: string): void;
  /** What was shown must be discarded: another answer follows. */
  onRestart(): void;
}

/**
 * The spec's diamond-chat call, its reply streamed as it is written. The server answers from the
 * stored analysis, never from numbers we send. Resolves with the whole reply.
 */
export async function postChat(
  analysisId: string,
  messages: ChatMessage[],
  listener: ReplyListener,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const lines = await apiLineStream(`/api/analyses/${encodeURIComponent(analysisId)}/chat`, {
    method: "POST",
    body: { messages },
    accept: CHAT_STREAM_MEDIA_TYPE,
    signal,
  });
  for await (const line of lines) {
    const event = chatStreamEventSchema.safeParse(parseJson(line));
    if (!event.success) throw unexpectedResponse(200);
    const data = event.data;
    if (data.type === "text") listener.onText(data.text);
    else if (data.type === "restart") listener.onRestart();
    else if (data.type === "done") return { message: data.message, author: data.author };
    else throw new ApiError(data.error.code, data.error.message, 200, data.error.requestId);
  }
  throw connectionLost();
}

/** The conversation kept with an analysis, so reopening it shows its chat. */
export function getConversation(
  analysisId: string,
  signal?: AbortSignal,
): Promise<ChatConversation> {
  return apiRequest(`/api/analyses/${encodeURIComponent(analysisId)}/chat`, {
    schema: chatConversationSchema,
    signal,
  });
}
