import { z } from "zod";
import type { Verdict } from "./analysis";
import { errorEnvelopeSchema } from "./errors";
import { storableText } from "./text";

// Imported as "@faircarat/contracts/chat", not through the index: the widget is a lazy chunk,
// and these schemas would otherwise land in the home page's first-load JavaScript.

/**
 * Limits of one diamond-chat request: the UI and the API share them (20 x 2,000 fits the 64 KB body
 * limit).
 */
export const CHAT_MAX_MESSAGES = 20;
export const CHAT_MAX_MESSAGE_LENGTH = 2000;

/** The widget's five suggested questions (spec section 2, chat widget). */
export const suggestedChatQuestions = [
  "Why is this diamond overpriced?",
  "What do the clarity grades mean?",
  "Should I buy a different color grade?",
  "What are the comparable listings?",
  "Is this a good investment?",
] as const;

/**
 * The first suggestion fits the report's verdict (issue 39): "why overpriced?" only on a price the
 * report flags; the other four are the spec's. Without a verdict, the spec's five.
 */
const firstQuestionFor: Record<Verdict, string> = {
  overpriced: "Why is this diamond overpriced?",
  "above-market": "Why is your fair value different from the retailer's price?",
  "too-little-data": "How confident is this estimate?",
  fair: "Is this a good deal?",
  "below-market": "Is this a good deal?",
};

export function suggestedChatQuestionsFor(verdict: Verdict | undefined): readonly string[] {
  return verdict === undefined
    ? suggestedChatQuestions
    : [firstQuestionFor[verdict], ...suggestedChatQuestions.slice(1)];
}

export const chatRoleSchema = z.enum(["user", "assistant"]);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** The spec's chat message: role and content. */
export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: storableText().trim().min(1).max(CHAT_MAX_MESSAGE_LENGTH),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/analyses/:id/chat (the spec's diamond-chat call). The report is loaded on the server
 * from the analysis id; only the last message, the user's new question, is read from the body.
 */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1)
    .max(CHAT_MAX_MESSAGES)
    .refine((messages) => messages.at(-1)?.role === "user", {
      message: "The last message must be the user's question.",
    }),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** Who wrote a reply: the built-in expert, or a configured language model. */
export const chatAuthorSchema = z.enum(["built-in", "llm"]);
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

export const chatResponseSchema = z.object({ message: z.string(), author: chatAuthorSchema });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** GET /api/analyses/:id/chat: the conversation kept with the analysis, oldest first. */
export const chatConversationSchema = z.object({
  messages: z.array(
    z.object({
      role: chatRoleSchema,
      content: z.string(),
      author: chatAuthorSchema.nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/**
 * A diamond-chat request that accepts this gets its reply streamed (`chatStreamEventSchema`, one
 * per line).
 */
export const CHAT_STREAM_MEDIA_TYPE = "application/x-ndjson";

/**
 * The diamond-chat reply as it is written: text to append, a restart (a model's reply failed the
 * figure check and the built-in expert answers instead: discard the text so far), then the whole
 * reply, or an error in the API's error shape when the reply failed after it started.
 */
export const chatStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), text: z.string() }),
  z.object({ type: z.literal("restart") }),
  z.object({ type: z.literal("done"), message: z.string(), author: chatAuthorSchema }),
  z.object({ type: z.literal("error"), error: errorEnvelopeSchema.shape.error }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
