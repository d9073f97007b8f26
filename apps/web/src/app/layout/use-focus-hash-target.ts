import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Moves keyboard focus to the element a #hash names, as a browser does on a real jump to an
 * anchor: the router's links only scroll, so after "Analyze Your Diamond" the next Tab went to the
 * hero's next link instead of the analyzer's first field.
 */
export function useFocusHashTarget(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
