import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import {
  serverAt,
  startServer,
  type RunningServer,
  type ServerAddress,
  type ServerHandle,
} from "./server";

/**
 * Importing and fitting the snapshot takes about a minute on a quiet machine, beside two browser
 * files; allow for a busy one (150 s ran out on a machine shared with other suites).
 */
export const MARKET_READY_TIMEOUT_MS = 300_000;

/**
 * Waits until the server prices with a model of the market: one it fitted after its first import
 * (`fitted`), or, by default, also one it loaded from the database it started on. Gives up when
 * `abandon` says so.
 */
export async function waitForMarket(
  server: ServerHandle,
  { fitted = false, abandon = () => false }: { fitted?: boolean; abandon?: () => boolean } = {},
) {
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
    if (abandon()) throw new Error("no longer waited for");
    if (Date.now() > deadline)
      throw new Error(`market not ready after ${MARKET_READY_TIMEOUT_MS} ms:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What the suite's market setup writes to `marketReadyFile` (shared-servers.ts). */
export type MarketReady =
  | {
      /** A data folder whose database holds the imported market and its fitted model. */
      template: string;
      /** The server the pricing files share, started on a copy of the template. */
      pricingServer: ServerAddress;
    }
  | { error: string };

/**
 * The market the suite makes in the background (shared-servers.ts), once it is ready; throws what
 * went wrong if it could not be made.
 */
export async function marketReady(): Promise<Exclude<MarketReady, { error: string }>> {
  const file = inject("marketReadyFile");
  // The template takes up to MARKET_READY_TIMEOUT_MS, then the pricing server starts and loads it.
  const deadline = Date.now() + 2 * MARKET_READY_TIMEOUT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error("the suite's market was not made in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const ready = JSON.parse(await readFile(file, "utf8")) as MarketReady;
  if ("error" in ready) throw new Error(`the suite's market could not be made:\n${ready.error}`);
  return ready;
}

/** The server the pricing files share, on a copy of the market template, once it is ready. */
export async function pricingServer(): Promise<ServerHandle> {
  return serverAt((await marketReady()).pricingServer);
}

/**
 * Starts the built server on a copy of the suite's market template (see shared-servers.ts) and
 * waits for its model: for a file whose server needs an environment of its own.
 */
export async function startServerWithMarket(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const server = await startServer(env, { copyOf: (await marketReady()).template });
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
  server: ServerHandle,
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
