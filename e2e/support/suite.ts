import { expect, inject } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { MARKET_READY_TIMEOUT_MS, pricingServer } from "./market";
import { serverAt, type RunningServer, type ServerHandle } from "./server";

/** A browser test file's server and Chromium. */
export interface Suite {
  server: ServerHandle;
  browser: Browser;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by the first file that asks and shared by every file after it in
 * the same worker (the config runs files without isolation); each test opens a context of its own
 * (`openPage`) and closes it. Playwright ends the browser when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    // A browser that crashed is launched anew by the next file, not handed on.
    browser.once("disconnected", () => (workerBrowser = undefined));
    return browser;
  });
  return workerBrowser;
}

/**
 * The suite's site server (no market data, room for many sign-ins; see shared-servers.ts) and the
 * worker's Chromium. Other files use the same server at the same time: a test reads what it made
 * itself (its own accounts, its own outbox address, its own lines of the log).
 */
export async function siteSuite(): Promise<Suite> {
  return { server: serverAt(inject("siteServer")), browser: await sharedBrowser() };
}

/** How long a pricing suite may take to start: it waits for the suite's market to be made. */
export const PRICING_SUITE_TIMEOUT_MS = 2 * MARKET_READY_TIMEOUT_MS + 30_000;

/**
 * The suite's pricing server (on a copy of the market template, with room for the many sign-ins
 * and analyses a browser test makes) and the worker's Chromium.
 */
export async function pricingSuite(): Promise<Suite> {
  const [server, browser] = await Promise.all([pricingServer(), sharedBrowser()]);
  return { server, browser };
}

/** Starts a server of the file's own (as `start` does) beside the worker's Chromium. */
export async function ownServerSuite(
  start: () => Promise<RunningServer>,
): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.all([start(), sharedBrowser()]);
  return { server, browser };
}

/** Stops a file's own server, which must exit cleanly. */
export async function stopOwnServer(server: RunningServer | undefined): Promise<void> {
  if (server) expect(await server.stop()).toBe(0);
}
