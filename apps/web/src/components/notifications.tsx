import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastRequests, toastsRequested } from "@/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Phones: sonner's toasts span the width there, and at the top they lay over the verdict the page
 * has just scrolled to (issue 38). At the bottom they cover only the end of what is on screen.
 */
const phoneQuery = "(max-width: 639px)";

function subscribeToPhoneWidth(onChange: () => void): () => void {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isPhoneWidth = () => window.matchMedia(phoneQuery).matches;

/** Where toasts appear. Mounted with the first toast, so sonner stays out of the first load. */
export function Notifications() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  const phone = useSyncExternalStore(subscribeToPhoneWidth, isPhoneWidth, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position={phone ? "bottom-center" : "top-right"} />
    </Suspense>
  ) : null;
}
