import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_MAX_MESSAGE_LENGTH, CHAT_MAX_MESSAGES, type ChatMessage } from "@faircarat/contracts/chat";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-client";
import { getConversation, postChat } from "../api/chat-api";
import { chatFailed } from "../chat-messages";

/** Server messages that tell the user what to do; anything else (network, 5xx) gets the spec's fallback. */
const explainedCodes = new Set(["rate_limited", "validation_failed", "not_found", "unauthenticated", "payload_too_large"]);

function failureMessage(error: unknown): string {
  return error instanceof ApiError && explainedCodes.has(error.code) && error.message ? error.message : chatFailed.fallback;
}

/**
 * The spec's chat (section 4): send appends the question, shows the reply as it is written, and on
 * error removes both again.
 */
export function useChat(analysisId: string) {
  const [messages, setMessagesState] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  // Closing the chat stops reading a reply still being written (the server keeps it with the analysis).
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  // The ref is the source of truth, so a send always posts the latest history.
  const messagesRef = useRef<ChatMessage[]>([]);
  const setMessages = useCallback((update: (current: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = update(messagesRef.current);
    setMessagesState(messagesRef.current);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setMessages(() => []);
    getConversation(analysisId, controller.signal)
      .then((conversation) => {
        // A question already asked in this session wins over a slower load.
        if (messagesRef.current.length === 0) setMessages(() => conversation.messages.map(({ role, content }) => ({ role, content })));
      })
      .catch(() => {
        // No stored conversation to show is not worth a notice: the chat still works.
      });
    return () => controller.abort();
  }, [analysisId, setMessages]);

  const send = useCallback(
    async (input: string) => {
      const content = input.trim().slice(0, CHAT_MAX_MESSAGE_LENGTH);
      if (content === "" || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      const question: ChatMessage = { role: "user", content };
      const history = [...messagesRef.current, question];
      // Everything from here on is this question and its reply.
      const asked = history.length - 1;
      const showReply = (text: (shown: string) => string) =>
        setMessages((current) => [...current.slice(0, asked + 1), { role: "assistant", content: text(current[asked + 1]?.content ?? "") }]);
      setMessages(() => history);
      const closed = mounted.current?.signal;
      try {
        // The server reads earlier turns from storage; send a short, trimmed tail so a long reply never breaks the limits.
        const sent = history.slice(-CHAT_MAX_MESSAGES).map((m) => ({ role: m.role, content: m.content.slice(0, CHAT_MAX_MESSAGE_LENGTH) }));
        const reply = await postChat(
          analysisId,
          sent,
          { onText: (text) => showReply((shown) => shown + text), onRestart: () => setMessages((current) => current.slice(0, asked + 1)) },
          closed,
        );
        showReply(() => reply.message);
      } catch (error) {
        if (closed?.aborted) return false;
        toast.error(chatFailed.title, { description: failureMessage(error) });
        setMessages((current) => current.slice(0, asked));
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      return true;
    },
    [analysisId, setMessages],
  );

  return { messages, pending, send };
}
