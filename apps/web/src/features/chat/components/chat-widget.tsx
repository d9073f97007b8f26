import { useEffect, useRef, useState } from "react";
import type { Verdict } from "@faircarat/contracts";
import { MessageCircle } from "lucide-react";
import { chatTitle } from "../chat-messages";
import { ChatPanel } from "./chat-panel";

interface ChatWidgetProps {
  /** The stored analysis the conversation is about. */
  analysisId: string;
  /** The diamond it is about, e.g. "1.5 ct Excellent G VS1 Round". */
  subject?: string;
  /** The report's verdict, which the first suggested question fits. */
  verdict?: Verdict;
}

/** The floating Diamond Expert AI widget: a closed bubble or an open panel (spec section 2). */
export default function ChatWidget({ analysisId, subject, verdict }: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const bubble = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Closing gives focus back to the bubble, so keyboard users stay where they were.
    if (!open && wasOpen.current) bubble.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    // data-floating-chat: while it is shown, the page ends with room for it (styles.css).
    <div
      data-floating-chat
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 sm:right-6 sm:bottom-[calc(1.5rem+env(safe-area-inset-bottom))]"
    >
      {open ? (
        <ChatPanel
          analysisId={analysisId}
          subject={subject}
          verdict={verdict}
          onClose={() => setOpen(false)}
        />
      ) : (
        <button
          ref={bubble}
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open ${chatTitle} chat`}
          title={subject ? `Ask about your ${subject}` : undefined}
          className="flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </button>
      )}
    </div>
  );
}
