import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { openPage, seriousAxeViolations, watchConsole } from "./support/browser";
import type { ServerHandle } from "./support/server";
import { siteSuite } from "./support/suite";

const password = "diamond-pw";

/** Creates an account through the API, then signs in through the page like a person would. */
async function signUpAndSignIn(page: Page, server: ServerHandle, email: string) {
  await page.goto(`${server.url}/auth`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch("/api/auth/sign-up", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { fullName: "Bea Buyer", email, password },
  );
  expect(status).toBe(201);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByText("Welcome back!").waitFor();
  await page.waitForURL(`${server.url}/`);
}

/** Clicks a pricing button and returns the tab it opens (the checkout, or the portal). */
async function clickForNewTab(page: Page, name: string, problems: string[]): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name }).click(),
  ]);
  problems.push(...watchConsole(tab));
  return tab;
}

function checkoutIdOf(tab: Page): string {
  return new URL(tab.url()).pathname.split("/").at(-1) ?? "";
}

describe("buying a Single Report and Unlimited Access through the test checkout", () => {
  let server: ServerHandle;
  let browser: Browser;
  beforeAll(async () => ({ server, browser } = await siteSuite()));

  it("signs up, buys a report, subscribes, and then sees its plan on /pricing and in the header", async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await signUpAndSignIn(page, server, email);
    await page.locator("header").first().getByText(email).filter({ visible: true }).waitFor();

    // Single Report: the checkout opens in a new tab; paying lands on /payment-success there.
    await page.goto(`${server.url}/pricing`);
    const reportCheckout = await clickForNewTab(page, "Get Single Report", problems);
    await reportCheckout.waitForURL(/\/api\/billing\/test-checkout\/cs_/);
    const reportSessionId = checkoutIdOf(reportCheckout);
    await reportCheckout.getByText("Test mode").waitFor();
    await reportCheckout.getByRole("button", { name: "Pay $29 (test)" }).click();
    await reportCheckout.waitForURL(`${server.url}/payment-success?session_id=${reportSessionId}`);
    await reportCheckout.getByRole("heading", { level: 1, name: "Payment Successful!" }).waitFor();
    const transactionId = reportCheckout.getByText("Transaction ID:");
    expect(await transactionId.textContent()).toBe(`Transaction ID: ${reportSessionId.slice(-8)}`);
    await reportCheckout.getByText("1 report credit available").waitFor();
    const receipt = reportCheckout.locator("dl");
    await receipt.getByText("Single Report").waitFor();
    expect(await receipt.textContent()).toContain("$29 one-time");
    expect(await seriousAxeViolations(reportCheckout)).toEqual([]);
    await reportCheckout.close();
    // The button that started it is free again.
    await page.getByRole("button", { name: "Get Single Report" }).waitFor();
    expect(await page.getByRole("button", { name: "Get Single Report" }).isEnabled()).toBe(true);

    // Unlimited Access: same flow, to /subscription-success.
    const subscriptionCheckout = await clickForNewTab(page, "Start Unlimited Access", problems);
    await subscriptionCheckout.waitForURL(/\/api\/billing\/test-checkout\/cs_/);
    const subscriptionSessionId = checkoutIdOf(subscriptionCheckout);
    expect(subscriptionSessionId).not.toBe(reportSessionId);
    await subscriptionCheckout.getByRole("button", { name: "Pay $99 (test)" }).click();
    await subscriptionCheckout.waitForURL(
      `${server.url}/subscription-success?session_id=${subscriptionSessionId}`,
    );
    await subscriptionCheckout
      .getByRole("heading", { level: 1, name: "Subscription Activated!" })
      .waitFor();
    await subscriptionCheckout
      .getByText(`Transaction ID: ${subscriptionSessionId.slice(-8)}`)
      .waitFor();
    expect(await subscriptionCheckout.locator("dl").textContent()).toContain("$99 per month");
    await subscriptionCheckout.close();

    // Back on /pricing: the plan is the user's, and the header says so.
    await page.reload();
    const unlimitedCard = page.getByRole("region", { name: "Unlimited Access" });
    await unlimitedCard.getByText("Your Plan").waitFor();
    await unlimitedCard.getByRole("button", { name: "Manage Subscription" }).waitFor();
    await page
      .locator("header")
      .first()
      .getByText("Unlimited Access Active")
      .filter({ visible: true })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Manage Subscription opens the (test) customer portal in a new tab.
    const portal = await clickForNewTab(page, "Manage Subscription", problems);
    await portal.waitForURL(`${server.url}/api/billing/test-portal`);
    await portal.getByText(/Unlimited Access renews on/).waitFor();
    await portal.close();

    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000); // three tabs and two checkouts: more than the default minute on a busy machine

  it("returns from a cancelled checkout to /pricing saying nothing was charged", async () => {
    const email = `canceller-${Date.now()}@example.com`;
    const page = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const problems = watchConsole(page);
    await signUpAndSignIn(page, server, email);

    await page.goto(`${server.url}/pricing`);
    const checkout = await clickForNewTab(page, "Get Single Report", problems);
    await checkout.waitForURL(/\/api\/billing\/test-checkout\/cs_/);
    await checkout.getByRole("button", { name: "Cancel" }).click();
    await checkout.waitForURL(`${server.url}/pricing`);
    await checkout.getByText("Checkout Cancelled").waitFor();
    await checkout.getByText(/nothing was charged/).waitFor();

    const credits = await checkout.evaluate(async () => {
      const status = (await (await fetch("/api/subscription")).json()) as {
        report_credits: number;
      };
      return status.report_credits;
    });
    expect(credits).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("asks a signed-out visitor to sign in and opens no checkout", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") requests.push(request.url());
    });
    let opened = 0;
    page.context().on("page", () => (opened += 1));

    await page.goto(`${server.url}/pricing`);
    await page.getByRole("button", { name: "Start Unlimited Access" }).click();
    await page.getByText("Authentication Required").waitFor();
    await page.getByText("Please sign in to start your subscription.").waitFor();

    expect(requests).toEqual([]);
    expect(opened).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
