import {
  readRetailerPage,
  type RetailerPage,
} from "@faircarat/market/listing/retailers/read-retailer-page";
import type { AnalyzeMessage, AnalyzeOutcome } from "../shared/messages";
import { faircaratOrigin } from "../shared/settings";
import { manualFormUrl } from "../shared/site-links";
import { mountPanel, type PanelView } from "./panel";
import { onlyPriceMissing, withTypedPrice } from "./typed-price";

/*
 * Runs on the supported retailers' diamond pages only (the manifest's matches). Reads the page's
 * HTML as a string with the shared pure readers: nothing is executed, echoed as markup or sent
 * anywhere until the buyer clicks "Check this price".
 */

let panel: ReturnType<typeof mountPanel> | null = null;
let shownFor = "";
/**
 * Shops that render their specs after load get a few more reads while something is missing (none
 * after a click).
 */
let rereadsLeft = 0;

/** The page as the buyer sees it now (retailers' apps change it after load). */
function readNow(): RetailerPage | null {
  const read = readRetailerPage(location.href, document.documentElement.outerHTML);
  return read.kind === "diamond" ? read.page : null;
}

async function viewOf(page: RetailerPage): Promise<PanelView> {
  if (page.missing.length === 0) return { kind: "ready", page };
  const formUrl = manualFormUrl(await faircaratOrigin(), page);
  return onlyPriceMissing(page)
    ? { kind: "price-needed", page, formUrl }
    : { kind: "incomplete", page, formUrl };
}

async function showRead(): Promise<void> {
  const page = readNow();
  if (!page) {
    panel?.remove();
    panel = null;
    return;
  }
  panel ??= mountPanel({
    analyze: (typedPrice) => void analyze(typedPrice),
    expand: () => void showRead(),
    collapse,
  });
  if (page.missing.length === 0) rereadsLeft = 0;
  panel.show(await viewOf(page));
}

function collapse(): void {
  rereadsLeft = 0;
  panel?.show({ kind: "collapsed" });
}

async function analyze(typedPrice?: string): Promise<void> {
  const read = readNow();
  if (!read || !panel) return;
  rereadsLeft = 0;
  let page = read;
  // The page's own price wins: a price typed in the panel counts only while the page shows none.
  if (typedPrice !== undefined && onlyPriceMissing(read)) {
    const typed = withTypedPrice(read, typedPrice);
    if ("problem" in typed)
      return panel.show({
        kind: "price-needed",
        page: read,
        formUrl: manualFormUrl(await faircaratOrigin(), read),
        typed: typedPrice,
        problem: typed.problem,
      });
    page = typed.page;
  }
  if (page.missing.length > 0) return panel.show(await viewOf(page));
  panel.show({ kind: "loading" });
  const message: AnalyzeMessage = {
    type: "faircarat:analyze",
    clickId: `ext-${crypto.randomUUID()}`,
    page,
  };
  const outcome = await chrome.runtime
    .sendMessage<AnalyzeOutcome | undefined>(message)
    .catch(() => undefined);
  panel.show({
    kind: "outcome",
    outcome: outcome ?? { kind: "unreachable", origin: await faircaratOrigin() },
  });
}

// Single-page shops change the address without a reload: a new diamond gets a fresh panel.
function watchAddress(): void {
  if (location.href === shownFor) {
    if (rereadsLeft > 0) {
      rereadsLeft -= 1;
      void showRead();
    }
    return;
  }
  shownFor = location.href;
  rereadsLeft = 10;
  void showRead();
}

watchAddress();
setInterval(watchAddress, 1000);
