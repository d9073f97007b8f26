import { expect } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import type { RunningServer } from "./server";

/** A browser test file's built server and Chromium. */
export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/** Starts the file's server (as `start` does), then Chromium. */
export async function startSuite(start: () => Promise<RunningServer>): Promise<Suite> {
  const server = await start();
  return { server, browser: await launchBrowser() };
}

/** Closes Chromium and stops the server, which must exit cleanly (whatever of them started). */
export async function stopSuite({ server, browser }: Partial<Suite>): Promise<void> {
  await browser?.close();
  if (server) expect(await server.stop()).toBe(0);
}
