import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` of the viewport, and from then on. False on the
 * server and in the first render, so prerendered markup and hydration agree.
 */
export function useInView(ref: RefObject<Element | null>, margin = "200px"): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    // Without the observer (old browsers, some test DOMs) the content simply loads.
    if (typeof IntersectionObserver === "undefined") {
      queueMicrotask(() => setSeen(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
