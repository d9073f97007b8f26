import { useEffect, useRef, type ReactNode } from "react";
import type { ChatMessage } from "@faircarat/contracts/chat";
import { cn } from "@/lib/cn";
import { chatTitle } from "../chat-messages";
import { ReplyText } from "./reply-text";

interface ChatMessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  /** Shown while the conversation is empty. */
  children: ReactNode;
}

/** The conversation, read out as it grows (role log), scrolled to its newest message. */
export function ChatMessageList({ messages, pending, children }: ChatMessageListProps) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, pending]);

  // Typing until the first words of the reply arrive; then the reply itself grows.
  const typing = pending && messages.at(-1)?.role !== "assistant";

  return (
    // Focusable, so keyboard users can scroll a long answer; the log announces new replies, once
    // whole (aria-busy while one is written).
    <div
      ref={list}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-busy={pending}
      aria-label="Conversation"
      className="flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      {messages.length === 0 && !pending ? children : null}
      <ol className="space-y-3">
        {messages.map((message, i) => (
          <li
            key={i}
            className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}
          >
            <div
              className={cn(
                "max-w-[85%] rounded-card px-3 py-2 text-sm break-words",
                message.role === "user"
                  ? "bg-primary text-on-primary whitespace-pre-wrap"
                  : "bg-canvas text-ink",
              )}
            >
              <span className="sr-only">
                {message.role === "user" ? "You: " : `${chatTitle}: `}
              </span>
              {message.role === "user" ? message.content : <ReplyText text={message.content} />}
            </div>
          </li>
        ))}
      </ol>
      {typing ? (
        <div
          role="status"
          className="mt-3 flex items-center gap-1 rounded-card bg-canvas px-3 py-2 text-sm text-ink-soft w-fit"
        >
          <span className="sr-only">{chatTitle} is typing</span>
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              aria-hidden="true"
              className="size-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none"
              style={{ animationDelay: `${dot * 150}ms` }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
