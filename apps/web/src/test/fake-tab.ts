import { vi } from "vitest";

/** Replaces `window.open` with a fake tab, so a test can see where the new tab was sent. */
export function fakeNewTab() {
  const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

/** A promise the test settles by hand, to look at the page while a request is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
