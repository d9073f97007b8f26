import { expect } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { MARKET_READY_TIMEOUT_MS, startServerWithMarket } from "./market";
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

/** How long a pricing suite may take to start: its server loads the market template's model. */
export const PRICING_SUITE_TIMEOUT_MS = MARKET_READY_TIMEOUT_MS + 30_000;

/**
 * The market template's server, with room for the many sign-ins and analyses a browser test makes,
 * and Chromium.
 */
export const startPricingSuite = () =>
  startSuite(() =>
    startServerWithMarket({
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      ANALYSIS_RATE_LIMIT_PER_MINUTE: "1000",
    }),
  );
