import { expect } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "./server";

/** Importing and fitting the snapshot takes about a minute on a quiet machine; allow for a busy one. */
export const MARKET_READY_TIMEOUT_MS = 150_000;

/** Waits for the pricing fit that follows the server's first market import (as the analyzer tests do). */
export async function waitForMarket(server: RunningServer) {
  const deadline = Date.now() + MARKET_READY_TIMEOUT_MS;
  const fittedAfterImport = () => {
    const logs = server.logs();
    const imported = logs.indexOf("market feed imported");
    return imported >= 0 && logs.indexOf("pricing model fitted", imported) > imported;
  };
  for (;;) {
    const health = (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
      .then((response) => response.json())
      .catch(() => null)) as { market: { ready: boolean } } | null;
    if (health?.market.ready && fittedAfterImport()) return;
    if (Date.now() > deadline) throw new Error(`market not ready after ${MARKET_READY_TIMEOUT_MS} ms:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Signs up and signs in a new user inside the page's browser context, then buys Unlimited Access with the test provider. */
export async function signInSubscribed(page: Page, server: RunningServer, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { Origin: server.url };
  expect((await page.request.post(`${server.url}/api/auth/sign-up`, { headers, data: { email, password: "diamond-pw", fullName: "Chat Tester" } })).ok()).toBe(true);
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { headers, data: { email, password: "diamond-pw" } })).ok()).toBe(true);
  const checkout = await page.request.post(`${server.url}/api/billing/create-checkout`, { headers });
  const { url } = (await checkout.json()) as { url: string };
  const pay = await page.request.post(`${server.url}${new URL(url).pathname}/pay`, {
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  return email;
}
