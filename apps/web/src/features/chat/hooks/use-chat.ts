import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  CHAT_MAX_MESSAGE_LENGTH,
  CHAT_MAX_MESSAGES,
  type ChatMessage,
} from "@faircarat/contracts/chat";
import { isStorableText, unacceptedCharacterMessage } from "@faircarat/contracts/text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-client";
import { getConversation, postChat } from "../api/chat-api";
import { chatFailed } from "../chat-messages";
import { chatKeys } from "../query-keys";

/**
 * Server messages that tell the user what to do; anything else (network, 5xx) gets the spec's
 * fallback.
 */
const explainedCodes = new Set([
  "rate_limited",
  "validation_failed",
  "not_found",
  "unauthenticated",
  "payload_too_large",
]);

function failureMessage(error: unknown): string {
  return error instanceof ApiError && explainedCodes.has(error.code) && error.message
    ? error.message
    : chatFailed.fallback;
}

async function loadMessages(analysisId: string, signal: AbortSignal): Promise<ChatMessage[]> {
  const conversation = await getConversation(analysisId, signal);
  return conversation.messages.map(({ role, content }) => ({ role, content }));
}

/**
 * The server reads earlier turns from storage: a short, trimmed tail keeps a long reply within the
 * request limits.
 */
function requestTail(history: ChatMessage[]): ChatMessage[] {
  return history
    .slice(-CHAT_MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MAX_MESSAGE_LENGTH) }));
}

/** The question being answered and as much of its reply as has been written. */
interface Turn {
  history: ChatMessage[];
  reply: string;
}

const none: ChatMessage[] = [];

/**
 * The spec's chat (section 4): the stored conversation, then each question with its reply shown as
 * it is written; a failed reply removes the question again.
 */
export function useChat(analysisId: string) {
  const queryClient = useQueryClient();
  const conversationKey = chatKeys.conversation(analysisId);
  const stored = useQuery({
    queryKey: conversationKey,
    queryFn: ({ signal }) => loadMessages(analysisId, signal),
    // Loaded once: from then on this tab writes each finished turn into it, and a refetch could
    // race the reply being written.
    staleTime: Infinity,
  }).data;
  const [turn, setTurn] = useState<Turn | null>(null);
  // Set at once, so a second question (a suggestion's delayed send) cannot slip in before the
  // re-render.
  const asking = useRef(false);
  // Closing the chat stops reading a reply still being written (the server keeps it with the
  // analysis).
  const closing = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    closing.current = controller;
    return () => controller.abort();
  }, []);

  const { mutateAsync } = useMutation({
    mutationFn: (history: ChatMessage[]) =>
      postChat(
        analysisId,
        requestTail(history),
        {
          onText: (text) =>
            setTurn((current) => current && { ...current, reply: current.reply + text }),
          onRestart: () => setTurn((current) => current && { ...current, reply: "" }),
        },
        closing.current?.signal,
      ),
    onSuccess: (reply, history) => {
      queryClient.setQueryData<ChatMessage[]>(conversationKey, [
        ...history,
        { role: "assistant", content: reply.message },
      ]);
    },
    onError: (error) => {
      // Closed while the reply was written: the server has kept it, so reopening loads it.
      if (closing.current?.signal.aborted)
        void queryClient.invalidateQueries({ queryKey: conversationKey });
      else toast.error(chatFailed.title, { description: failureMessage(error) });
    },
    onSettled: () => {
      asking.current = false;
      setTurn(null);
    },
  });

  /**
   * Resolves true once the reply is whole, false when the question was refused or failed (the
   * reason is already shown).
   */
  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const content = input.trim().slice(0, CHAT_MAX_MESSAGE_LENGTH);
      if (content === "" || asking.current) return false;
      // The server would refuse it in the API's words (a NUL, half an emoji): say it plainly, send
      // nothing.
      if (!isStorableText(content)) {
        toast.error(chatFailed.title, { description: unacceptedCharacterMessage("Your message") });
        return false;
      }
      asking.current = true;
      // A question asked before the stored conversation arrived wins over that slower load.
      const key = chatKeys.conversation(analysisId);
      void queryClient.cancelQueries({ queryKey: key });
      const history: ChatMessage[] = [
        ...(queryClient.getQueryData<ChatMessage[]>(key) ?? []),
        { role: "user", content },
      ];
      setTurn({ history, reply: "" });
      return mutateAsync(history).then(
        () => true,
        () => false,
      );
    },
    [analysisId, mutateAsync, queryClient],
  );

  const messages = useMemo(() => {
    if (!turn) return stored ?? none;
    return turn.reply === ""
      ? turn.history
      : [...turn.history, { role: "assistant" as const, content: turn.reply }];
  }, [stored, turn]);

  return { messages, pending: turn !== null, send };
}
