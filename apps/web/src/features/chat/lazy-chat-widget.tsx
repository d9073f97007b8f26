import { lazy, Suspense } from "react";

// Only needed after an analysis: kept out of the home page's first load.
const ChatWidget = lazy(() => import("./components/chat-widget"));

/** The chat widget, loaded on first use. */
export function LazyChatWidget({ analysisId, subject }: { analysisId: string; subject: string }) {
  return (
    <Suspense fallback={null}>
      <ChatWidget analysisId={analysisId} subject={subject} />
    </Suspense>
  );
}
