import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { Verdict } from "@faircarat/contracts";
import { CHAT_MAX_MESSAGE_LENGTH, suggestedChatQuestionsFor } from "@faircarat/contracts/chat";
import { Send, Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { chatTitle } from "../chat-messages";
import { useChat } from "../hooks/use-chat";
import { ChatMessageList } from "./chat-message-list";

interface ChatPanelProps {
  analysisId: string;
  subject?: string | undefined;
  /** The report's verdict: the first suggested question fits it. */
  verdict?: Verdict | undefined;
  onClose: () => void;
}

/** How long a clicked suggestion shows in the input before it is sent (spec section 4). */
const SUGGESTION_DELAY_MS = 100;

export function ChatPanel({ analysisId, subject, verdict, onClose }: ChatPanelProps) {
  const titleId = useId();
  const { messages, pending, send } = useChat(analysisId);
  const [input, setInput] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    field.current?.focus();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  function submit(text: string) {
    if (pending || text.trim() === "") return;
    setInput("");
    void send(text).then((answered) => {
      // A question without an answer goes back into the input (unless something new is typed
      // there), so nothing is lost.
      if (!answered) setInput((typed) => (typed === "" ? text : typed));
      field.current?.focus();
    });
  }

  function ask(question: string) {
    if (pending) return;
    setInput(question);
    timer.current = setTimeout(() => submit(question), SUGGESTION_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(input);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(input);
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="flex h-[600px] max-h-[calc(100dvh-2rem-env(safe-area-inset-bottom))] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card border border-line bg-surface shadow-xl"
    >
      <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-on-primary">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-4" />
            {chatTitle}
          </h2>
          {subject ? (
            <p className="truncate text-xs text-on-primary/85">About your {subject}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-control p-1 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-primary"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <ChatMessageList messages={messages} pending={pending}>
        <p className="text-sm text-ink-soft">
          Ask me about this report: I answer from its figures, the current market listings and our
          buying guide.
        </p>
        <ul className="mt-3 space-y-2" aria-label="Suggested questions">
          {suggestedChatQuestionsFor(verdict).map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => ask(question)}
                disabled={pending}
                className="w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-left text-sm text-ink hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </ChatMessageList>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          Ask {chatTitle} a question
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={field}
          rows={2}
          value={input}
          maxLength={CHAT_MAX_MESSAGE_LENGTH}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about this diamond..."
          className="min-h-11 flex-1 resize-none rounded-control border border-line-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary sm:text-sm"
        />
        <Button
          type="submit"
          size="md"
          disabled={pending || input.trim() === ""}
          aria-label="Send message"
        >
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
