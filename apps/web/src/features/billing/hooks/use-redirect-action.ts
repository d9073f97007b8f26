import { useCallback, useRef, useState } from "react";
import type { RedirectResponse } from "@faircarat/contracts";
import { toast } from "@/lib/toast";
import type { Notice } from "../billing-messages";

/** Where the provider's page opens: a new tab (pricing page) or this one (plan dialog). */
export type RedirectTarget = "new-tab" | "same-tab";

interface RedirectActionOptions {
  request: () => Promise<RedirectResponse>;
  target: RedirectTarget;
  /** Shown (destructive) and logged when the request fails. */
  failure: Notice;
  /** Runs after a failure has been shown and logged. */
  onFailure?: (error: unknown) => void;
}

function openBlankTab(): Window | null {
  const tab = window.open("", "_blank");
  // The checkout has no business with this page.
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Asks the API for a checkout or portal URL and goes there. `busy` is true while the request runs;
 * a second call meanwhile is ignored (one session, not two).
 */
export function useRedirectAction({ request, target, failure, onFailure }: RedirectActionOptions) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    // Opened inside the click itself, so popup blockers allow it; it gets its address once known.
    const tab = target === "new-tab" ? openBlankTab() : null;
    try {
      const { url } = await request();
      if (target === "same-tab") {
        window.location.assign(url);
        // Stay busy while the browser leaves the page.
        return;
      }
      if (tab) tab.location.replace(url);
      else window.location.assign(url); // popup blocked: go there in this tab instead
    } catch (error) {
      tab?.close();
      console.error(`${failure.title}: ${failure.description}`, error);
      toast.error(failure.title, { description: failure.description });
      onFailure?.(error);
    }
    running.current = false;
    setBusy(false);
  }, [request, target, failure, onFailure]);

  return { busy, run };
}
