import { IDEMPOTENCY_KEY_PATTERN } from "@faircarat/contracts/idempotency-key";
import { readerForUrl } from "@faircarat/market/listing/retailers/retailer-readers";
import type { AnalyzeMessage } from "../shared/messages";
import { faircaratOrigin } from "../shared/settings";
import { analyzePage } from "./analyze";

/**
 * Only this extension's own content script, on a supported retailer's diamond page, may ask for an
 * analysis.
 */
function isAnalyzeRequest(
  message: unknown,
  sender: chrome.runtime.MessageSender,
): message is AnalyzeMessage {
  if (sender.id !== chrome.runtime.id || !sender.tab?.url) return false;
  let page: URL;
  try {
    page = new URL(sender.tab.url);
  } catch {
    return false;
  }
  if (!readerForUrl(page)) return false;
  const candidate = message as Partial<AnalyzeMessage> | null;
  return (
    candidate?.type === "faircarat:analyze" &&
    typeof candidate.clickId === "string" &&
    IDEMPOTENCY_KEY_PATTERN.test(candidate.clickId) &&
    typeof candidate.page === "object"
  );
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (!isAnalyzeRequest(message, sender)) return undefined;
  void faircaratOrigin()
    .then((origin) => analyzePage(fetch, origin, message.page, message.clickId))
    .then(sendResponse);
  // The answer comes later: keep the channel open.
  return true;
});
