import { chatConversationSchema, chatResponseSchema, type ChatConversation, type ChatMessage, type ChatResponse } from "@faircarat/contracts/chat";
import { apiRequest } from "@/lib/api-client";

/** The spec's diamond-chat call: the server answers from the stored analysis, never from numbers we send. */
export function postChat(analysisId: string, messages: ChatMessage[]): Promise<ChatResponse> {
  return apiRequest(`/api/analyses/${encodeURIComponent(analysisId)}/chat`, { method: "POST", body: { messages }, schema: chatResponseSchema });
}

/** The conversation kept with an analysis, so reopening it shows its chat. */
export function getConversation(analysisId: string, signal?: AbortSignal): Promise<ChatConversation> {
  return apiRequest(`/api/analyses/${encodeURIComponent(analysisId)}/chat`, { schema: chatConversationSchema, signal });
}
