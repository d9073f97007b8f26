import { lazy, Suspense } from "react";
import type { Verdict } from "@faircarat/contracts";

// Only needed after an analysis: kept out of the home page's first load.
const ChatWidget = lazy(() => import("./components/chat-widget"));

/** The chat widget, loaded on first use. */
export function LazyChatWidget({
  analysisId,
  subject,
  verdict,
}: {
  analysisId: string;
  subject: string;
  verdict?: Verdict;
}) {
  return (
    <Suspense fallback={null}>
      <ChatWidget analysisId={analysisId} subject={subject} verdict={verdict} />
    </Suspense>
  );
}
