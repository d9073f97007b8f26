/**
 * The app's toasts. Sonner (about 10 KB gzipped) is loaded with the first toast, not with the
 * page: most visits never show one (docs/decisions/010-first-load.md). Toasts asked for while it
 * loads are shown once it is here, in order.
 */
import type { toast as sonnerToast } from "sonner";

type Kind = "message" | "success" | "error";

export interface ToastOptions {
  description?: string;
  /** A toast with the id of one still showing replaces it. */
  id?: string;
}

const loadSonner = () => import("sonner").then((module) => module.toast);
let sonner: typeof sonnerToast | null = null;
const waiting: [Kind, string, ToastOptions | undefined][] = [];
const requestListeners = new Set<() => void>();
let requested = false;

function show(kind: Kind, title: string, options?: ToastOptions) {
  if (sonner) {
    if (kind === "message") sonner(title, options);
    else sonner[kind](title, options);
    return;
  }
  waiting.push([kind, title, options]);
  if (requested) return;
  requested = true;
  for (const listener of requestListeners) listener();
  void loadSonner().then((toast) => {
    sonner = toast;
    // Sonner's Toaster replays toasts created before it subscribed, so these show even if it mounts
    // later.
    for (const [queuedKind, queuedTitle, queuedOptions] of waiting.splice(0))
      show(queuedKind, queuedTitle, queuedOptions);
  });
}

export const toast = Object.assign(
  (title: string, options?: ToastOptions) => show("message", title, options),
  {
    success: (title: string, options?: ToastOptions) => show("success", title, options),
    error: (title: string, options?: ToastOptions) => show("error", title, options),
  },
);

/** For the component that mounts the toaster: whether any toast has been asked for yet. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
