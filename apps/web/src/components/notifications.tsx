import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastRequests, toastsRequested } from "@/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Where toasts appear. Mounted with the first toast, so sonner stays out of the first load. */
export function Notifications() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  ) : null;
}
