import { useCallback, useRef } from "react";
import type { RedirectResponse } from "@faircarat/contracts";
import { useMutation } from "@tanstack/react-query";
import type { Notice } from "@/lib/notice";

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
 * Asks the API for a checkout or portal URL and goes there. `busy` is true while the request runs
 * (and, in this tab, while the browser leaves the page); a second call meanwhile is ignored (one
 * session, not two).
 */
export function useRedirectAction({ request, target, failure, onFailure }: RedirectActionOptions) {
  // Set within the click itself: a double click comes before React has re-rendered `isPending`.
  const running = useRef(false);
  const redirect = useMutation({
    // The tab rides along as the variables: opened inside the click, it is closed if the request
    // fails.
    mutationFn: (_tab: Window | null) => request(),
    meta: { failure },
    onSuccess: ({ url }, tab) => {
      if (tab) tab.location.replace(url);
      else window.location.assign(url); // this tab, or the popup was blocked: go there here instead
      // This tab stays busy (and deaf to clicks) while the browser leaves the page.
      if (target === "new-tab") running.current = false;
    },
    onError: (error, tab) => {
      running.current = false;
      tab?.close();
      onFailure?.(error);
    },
  });

  const { mutate } = redirect;
  const run = useCallback(() => {
    if (running.current) return;
    running.current = true;
    // Opened inside the click itself, so popup blockers allow it; it gets its address once known.
    mutate(target === "new-tab" ? openBlankTab() : null);
  }, [mutate, target]);

  const busy = redirect.isPending || (target === "same-tab" && redirect.isSuccess);
  return { busy, run };
}
