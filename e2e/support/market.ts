import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "./server";

/**
 * Importing and fitting the snapshot takes about a minute on a quiet machine; allow for a busy one.
 */
export const MARKET_READY_TIMEOUT_MS = 150_000;

/**
 * Waits until the server prices with a model of the market: one it fitted after its first import
 * (`fitted`), or, by default, also one it loaded from the database it started on.
 */
export async function waitForMarket(server: RunningServer, { fitted = false } = {}) {
  const deadline = Date.now() + MARKET_READY_TIMEOUT_MS;
  const modelInUse = () => {
    const logs = server.logs();
    const imported = logs.indexOf("market feed imported");
    const fittedAfterImport =
      imported >= 0 && logs.indexOf("pricing model fitted", imported) > imported;
    return fittedAfterImport || (!fitted && logs.includes("pricing model loaded"));
  };
  for (;;) {
    const health = (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
      .then((response) => response.json())
      .catch(() => null)) as { market: { ready: boolean } } | null;
    if (health?.market.ready && modelInUse()) return;
    if (Date.now() > deadline)
      throw new Error(`market not ready after ${MARKET_READY_TIMEOUT_MS} ms:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts the built server on a copy of the suite's market template (see market-template.ts) and
 * waits for its model.
 */
export async function startServerWithMarket(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const server = await startServer(env, { copyOf: inject("marketDataTemplate") });
  try {
    await waitForMarket(server);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Signs up and signs in a new user inside the page's browser context, then buys Unlimited Access
 * with the test provider.
 */
export async function signInSubscribed(
  page: Page,
  server: RunningServer,
  prefix: string,
): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { Origin: server.url };
  expect(
    (
      await page.request.post(`${server.url}/api/auth/sign-up`, {
        headers,
        data: { email, password: "diamond-pw", fullName: "Chat Tester" },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`${server.url}/api/auth/sign-in`, {
        headers,
        data: { email, password: "diamond-pw" },
      })
    ).ok(),
  ).toBe(true);
  const checkout = await page.request.post(`${server.url}/api/billing/create-checkout`, {
    headers,
  });
  const { url } = (await checkout.json()) as { url: string };
  const pay = await page.request.post(`${server.url}${new URL(url).pathname}/pay`, {
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  return email;
}

/**
 * Analyses the pricing suites' stone (1.5 ct Excellent G VS1 listed at $2,450) from the 4Cs;
 * returns the analyzer and the fair value it shows.
 */
export async function analyzeSuiteStone(page: Page) {
  const analyzer = page.locator("#analyzer");
  await analyzer.getByLabel("Listed Price").fill("$2,450");
  await analyzer.getByLabel("Carat").fill("1.5");
  await analyzer.getByLabel("Cut").fill("Excellent");
  await analyzer.getByLabel("Color").fill("G");
  await analyzer.getByLabel("Clarity").fill("VS1");
  await analyzer.getByRole("button", { name: "Analyze Diamond" }).click();
  await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
  // The report opens on its own page (decision 058).
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  const report = page.locator("#report");
  const fairValue =
    (await report
      .locator("dt", { hasText: "Fair Market Value" })
      .locator("xpath=following-sibling::dd")
      .textContent()) ?? "missing";
  expect(fairValue).toMatch(/^\$[\d,]+$/);
  return { report, fairValue };
}
