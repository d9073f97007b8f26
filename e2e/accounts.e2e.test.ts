import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, watchConsole } from "./support/browser";
import { startServer, withoutMarketData, type RunningServer } from "./support/server";

describe("an account from sign-up to sign-out", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer(withoutMarketData);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server) expect(await server.stop()).toBe(0);
  });

  it("signs up, follows the emailed link, signs in, sees the email in the header and signs out", async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = "diamond-pw";
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);

    await page.goto(`${server.url}/auth`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Erin Example");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Check your email!").waitFor();
    await page.getByText("We've sent you a verification link to complete your registration.").waitFor();

    const [link] = await server.outboxLinks(email);
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);
    expect(server.logs()).toContain(link);

    // The link confirms the address, signs the user in and returns to the site root.
    await page.goto(link!);
    await page.waitForURL(`${server.url}/`);
    const header = page.locator("header").first();
    await header.getByText(email).filter({ visible: true }).waitFor();
    await header.getByRole("button", { name: "Sign Out" }).click();
    await header.getByRole("link", { name: "Sign In" }).waitFor();

    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Welcome back!").waitFor();
    await page.waitForURL(`${server.url}/`);
    await header.getByText(email).filter({ visible: true }).waitFor();

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "faircarat.session_token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await header.getByRole("button", { name: "Sign Out" }).click();
    await header.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await header.getByText(email).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows 'Sign In Failed' with the provider's message for a wrong password", async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Sign In Failed").waitFor();
    await page.getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.context().close();
  });

  it("blocks a sign-up password shorter than 6 characters in the browser", async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/auth`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const password = page.getByLabel("Password");
    expect(await password.getAttribute("minlength")).toBe("6");
    await page.context().close();
  });
});
