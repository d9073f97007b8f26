import { useRef } from "react";

/**
 * Handlers for a Radix dialog opened without its Trigger (from a button's click handler): Radix
 * would give focus back to its missing trigger, so to the page's body; these give it back to the
 * element that had it when the dialog opened.
 */
export function useReturnFocus() {
  const openedFrom = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      openedFrom.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!openedFrom.current?.isConnected) return;
      event.preventDefault();
      openedFrom.current.focus();
    },
  };
}
