import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  axeRuleViolations,
  fitsPhone,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import { signInSubscribed } from "./support/market";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

describe("the API keys screen", () => {
  let server: ServerHandle;
  let browser: Browser;
  // Keys need no market data: the server starts without a feed.
  beforeAll(async () => ({ server, browser } = await siteSuite()));

  it("sends a signed-out visitor from 'Get API Key' to /auth with a message", async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/api-access`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get API Key" }).click();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByText("Please sign in to get an API key.").waitFor();
    await page.close();
  });

  it("opens the plan dialog for a signed-in account without a plan", async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const email = `noplan-${Date.now()}@example.com`;
    const headers = { Origin: server.url };
    expect(
      (
        await page.request.post(`${server.url}/api/auth/sign-up`, {
          headers,
          data: { email, password: "diamond-pw", fullName: "No Plan" },
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
    await page.goto(`${server.url}/api-access`);
    await waitForHydration(page);
    await page.locator("header").first().getByText(email).filter({ visible: true }).waitFor();
    await page.getByRole("button", { name: "Get API Key" }).click();
    await page.getByRole("dialog", { name: "Choose Your Plan to Continue" }).waitFor();
    await page.close();
  });

  // One width for the journey; the screen's fit on a phone is checked at its end.
  it("lets a subscriber create a key (secret shown once), use it, and revoke it; the screen fits 390 px", async () => {
    const width = 1280;
    const page = await openPage(browser, { viewport: { width, height: 900 } });
    const problems = watchConsole(page);
    await signInSubscribed(page, server, `keys-${width}`);
    await page.goto(`${server.url}/api-access`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get API Key" }).click();
    await page.waitForURL(`${server.url}/api-keys`);
    await page.getByText("Unlimited Access plan").waitFor();
    await page.getByText("No keys yet.").waitFor();

    await page.getByLabel("Key name").fill("Shop inventory sync");
    await page.getByRole("button", { name: "Create Key" }).click();
    const secret = (await page.getByTestId("api-key-secret").textContent()) ?? "";
    expect(secret).toMatch(/^fc_live_/);
    await page.getByText("it is shown only once").waitFor();
    const item = page.getByRole("listitem").filter({ hasText: "Shop inventory sync" });
    await item.getByText(`${secret.slice(0, 14)}…`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `api-keys-created-${width}`);

    // The key works against the API; the screen then shows its last use and this month's calls.
    const answer = await fetch(`${server.url}/api/v1/market/trends?shape=round`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("ratelimit-policy")).toBe("60;w=60");
    await page.reload();
    await waitForHydration(page);
    await item.getByText("1 call", { exact: true }).waitFor();
    expect(await item.getByText("Never").count()).toBe(0);
    expect(await page.getByTestId("api-key-secret").count()).toBe(0);

    page.once("dialog", (dialog) => void dialog.accept());
    await item.getByRole("button", { name: "Revoke Shop inventory sync" }).click();
    // exact: the "Key Revoked" toast names the key too, and is a list item of its own.
    await item.getByText("Revoked", { exact: true }).waitFor();
    const refused = await fetch(`${server.url}/api/v1/retailers`, {
      headers: { "x-api-key": secret },
    });
    expect(refused.status).toBe(401);
    await saveScreenshot(page, `api-keys-revoked-${width}`);
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(wide).toBe(false);
    expect(await fitsPhone(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  // At 390 px, where its tables are wider than the screen; the page's full axe run at 1280 px is
  // the routes suite's.
  it.each([390])(
    "renders the documentation from the OpenAPI document at %i px, its wide tables reachable by keyboard",
    async (width) => {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      await page.goto(`${server.url}/api-access`);
      await waitForHydration(page);
      await page.getByRole("link", { name: "View Documentation" }).click();
      await page.waitForURL(`${server.url}/api-docs`);
      for (const endpoint of [
        "/api/v1/diamonds/analyze",
        "/api/v1/diamonds/compare",
        "/api/v1/market/trends",
        "/api/v1/retailers",
        "/api/v1/diamonds/analyze/batch",
      ]) {
        await page
          .getByRole("heading", { name: new RegExp(`^(get|post) ${endpoint}$`, "i") })
          .waitFor();
      }
      await page.getByText("10,000").first().waitFor();
      expect(await page.locator("pre code").filter({ hasText: "curl -s" }).count()).toBeGreaterThan(
        3,
      );
      expect(await axeRuleViolations(page, ["scrollable-region-focusable"])).toEqual([]);
      await saveScreenshot(page, `api-docs-${width}`);
      await page.close();
    },
  );
});
