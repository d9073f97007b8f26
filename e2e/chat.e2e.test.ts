import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import { contentLeftUnder, scrollAbove } from "./support/floating-cover";
import { signInSubscribed, startServerWithMarket } from "./support/market";
import type { RunningServer } from "./support/server";
import { ownServerSuite, PRICING_SUITE_TIMEOUT_MS, stopOwnServer } from "./support/suite";
import {
  startStubLlmServer,
  textReply,
  type StubBehaviour,
} from "../packages/core/src/assistant/llm/testing/stub-llm-server";
import { formatDate } from "@faircarat/contracts/figures";

const usd = (dollars: number) => `$${Math.round(dollars).toLocaleString("en-US")}`;

/**
 * The language model's behaviour: failing by default, so the built-in expert answers unless a test
 * says otherwise.
 */
let modelBehaviour: StubBehaviour = () => ({ status: 503 });

describe("Diamond Expert AI chat", () => {
  let server: RunningServer;
  let browser: Browser;
  let model: Awaited<ReturnType<typeof startStubLlmServer>>;

  // A server of its own: its language model is this file's stub.
  beforeAll(async () => {
    model = await startStubLlmServer((request) => modelBehaviour(request));
    ({ server, browser } = await ownServerSuite(() =>
      startServerWithMarket({
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
        ANALYSIS_RATE_LIMIT_PER_MINUTE: "1000",
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: "stub-model",
        LLM_API_KEY: "sk-stub",
      }),
    ));
  }, PRICING_SUITE_TIMEOUT_MS);
  afterAll(async () => {
    await stopOwnServer(server);
    await model?.close();
  });

  async function analyzeStone(page: Page, beforeAnalyze: () => void = () => {}) {
    await page.goto(`${server.url}/`);
    const analyzer = page.locator("#analyzer");
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).waitFor();
    await waitForHydration(page);
    for (const [label, value] of [
      ["Listed Price", "$9,800"],
      ["Carat", "1.5"],
      ["Cut", "Excellent"],
      ["Color", "G"],
      ["Clarity", "VS1"],
    ] as const) {
      await analyzer.getByLabel(label).fill(value);
    }
    beforeAnalyze();
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).click();
    await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
    const { analyses } = (await (await page.request.get(`${server.url}/api/analyses`)).json()) as {
      analyses: {
        id: string;
        analysis_data: {
          analysis: {
            fairMarketValue: number;
            listedPrice: number;
            basis: { valuationDate: string; dataDate: string };
          };
        };
      }[];
    };
    return analyses[0]!;
  }

  it("opens after an analysis, answers a suggested question with the report's figures, and keeps HTML inert", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await signInSubscribed(page, server, "chat");
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/chat-widget-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    // The widget's code is loaded only once there is an analysis to chat about.
    const record = await analyzeStone(page, () => expect(chunks).toEqual([]));
    const analysis = record.analysis_data.analysis;

    const bubble = page.getByRole("button", { name: "Open Diamond Expert AI chat" });
    await bubble.click();
    const panel = page.getByRole("dialog", { name: "Diamond Expert AI" });
    await panel.waitFor();
    expect(chunks).toHaveLength(1);
    // The report's title (reportTitle): the shape nobody stated is not named.
    await panel.getByText("About your 1.5 ct Excellent G VS1", { exact: true }).waitFor();
    expect(
      await panel
        .getByRole("list", { name: "Suggested questions" })
        .getByRole("button")
        .allTextContents(),
    ).toEqual([
      "Why is this diamond overpriced?",
      "What do the clarity grades mean?",
      "Should I buy a different color grade?",
      "What are the comparable listings?",
      "Is this a good investment?",
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel.getByRole("button", { name: "Why is this diamond overpriced?" }).click();
    const log = panel.getByRole("log", { name: "Conversation" });
    const turns = log.locator(":scope > ol > li");
    const reply = turns.filter({ hasText: "Diamond Expert AI:" }).first();
    await reply.waitFor({ timeout: 20_000 });
    const text = (await reply.textContent()) ?? "";
    expect(text).toContain(usd(analysis.fairMarketValue));
    expect(text).toContain(usd(analysis.listedPrice));
    expect(text).toContain(formatDate(analysis.basis.dataDate));
    expect(await reply.locator("strong").count()).toBeGreaterThan(0);

    const payload = '<img src=x onerror="window.__pwned = 1">';
    const input = panel.getByRole("textbox", { name: "Ask Diamond Expert AI a question" });
    await input.fill(payload);
    await input.press("Enter");
    await turns.nth(3).waitFor({ timeout: 20_000 });
    expect(await log.getByText(payload).count()).toBe(1);
    expect(await log.locator("img").count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await input.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await bubble.evaluate((element) => element === document.activeElement)).toBe(true);

    // The conversation is kept with the analysis.
    const stored = (await (
      await page.request.get(`${server.url}/api/analyses/${record.id}/chat`)
    ).json()) as { messages: { content: string }[] };
    expect(stored.messages.map((m) => m.content)).toEqual(
      expect.arrayContaining(["Why is this diamond overpriced?", payload]),
    );

    // Reopening the analysis from history shows its chat.
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const item = page
      .locator("#history")
      .getByRole("listitem")
      .filter({ hasText: "Listed $9,800" })
      .first();
    await item.getByRole("button", { name: "View Details" }).click();
    await bubble.click();
    const reopened = page
      .getByRole("dialog", { name: "Diamond Expert AI" })
      .getByRole("log", { name: "Conversation" });
    // The suggested questions show until the stored conversation arrives, so wait for its turns.
    const storedTurns = reopened.locator(":scope > ol > li");
    await expect.poll(() => storedTurns.count()).toBe(4);
    await storedTurns.first().getByText("Why is this diamond overpriced?").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("fits a 360 px phone", async () => {
    const page = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await signInSubscribed(page, server, "chat-phone");
    await analyzeStone(page);
    await page.getByRole("button", { name: "Open Diamond Expert AI chat" }).click();
    const panel = page.getByRole("dialog", { name: "Diamond Expert AI" });
    await panel.getByRole("button", { name: "What are the comparable listings?" }).waitFor();
    await panel.getByRole("button", { name: "What are the comparable listings?" }).click();
    await panel.getByRole("log").locator(":scope > ol > li").nth(1).waitFor({ timeout: 20_000 });
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // A failed request: the 'Error' toast, and the question is taken back out of the conversation.
    await page.route("**/api/analyses/*/chat", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    const input = panel.getByRole("textbox", { name: "Ask Diamond Expert AI a question" });
    await input.fill("Is it eye-clean?");
    await input.press("Enter");
    await page.getByText("Failed to get response. Please try again.").waitFor();
    await page.getByText("Error", { exact: true }).waitFor();
    expect(await panel.getByRole("log").locator(":scope > ol > li").count()).toBe(2);
    await page.context().close();
  });

  it("leaves room for its bubble at 390 px: the report's last part and the page's last line scroll clear of it", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await signInSubscribed(page, server, "chat-room");
    await analyzeStone(page);
    const bubble = page.getByRole("button", { name: "Open Diamond Expert AI chat" });
    await bubble.waitFor();
    expect(await contentLeftUnder(bubble)).toEqual([]);

    // The report opens on its own page (decision 058).
    const lastTile = page
      .locator("#report")
      .getByRole("heading", { name: "Market trend" })
      .locator("..");
    const copyright = page.getByRole("contentinfo").getByText("All rights reserved.");
    for (const part of [lastTile, copyright]) {
      const { element, cover } = await scrollAbove(part, bubble);
      expect(element.y + element.height).toBeLessThanOrEqual(cover.y);
    }
    await saveScreenshot(page, "chat-bubble-room-390");
    await page.context().close();
  });

  it("answers the ratio question on a report of an oval with proportions, with the oval's own check (390 px)", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    await signInSubscribed(page, server, "chat-oval");
    await page.goto(`${server.url}/`);
    const analyzer = page.locator("#analyzer");
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).waitFor();
    await waitForHydration(page);
    await analyzer.getByLabel("Listed Price").fill("2,400");
    await analyzer.getByLabel("Carat").fill("1.52");
    await analyzer.getByLabel("Shape").selectOption({ label: "Oval" });
    await analyzer.getByLabel("Color", { exact: true }).fill("G");
    await analyzer.getByLabel("Clarity").fill("VS1");
    await analyzer.getByRole("button", { name: /^Report details/ }).click();
    await analyzer.getByLabel("Depth %").fill("62.1");
    await analyzer.getByLabel("Table %").fill("58");
    await analyzer.getByLabel("Measurements (mm)").fill("8.95 x 6.30 x 3.91");
    await analyzer.getByRole("button", { name: "Analyze Diamond" }).click();
    await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
    const { analyses } = (await (await page.request.get(`${server.url}/api/analyses`)).json()) as {
      analyses: {
        analysis_data: {
          analysis: { cutCheck?: { score: number | null; lengthToWidth: number | null } };
        };
      }[];
    };
    const check = analyses[0]!.analysis_data.analysis.cutCheck!;
    expect(check.lengthToWidth).toBe(1.42);

    await page.getByRole("button", { name: "Open Diamond Expert AI chat" }).click();
    const panel = page.getByRole("dialog", { name: "Diamond Expert AI" });
    const input = panel.getByRole("textbox", { name: "Ask Diamond Expert AI a question" });
    await input.fill("Is a 1.05 length to width ratio good for an oval?");
    await input.press("Enter");
    const reply = panel.getByRole("log").locator(":scope > ol > li").nth(1);
    await reply.getByText("Length to width 1.42", { exact: false }).waitFor({ timeout: 20_000 });
    const text = (await reply.textContent()) ?? "";
    expect(text).not.toContain("Sorry");
    expect(text).toContain("For an oval, buyers prefer a length to width of 1.3-1.5");
    expect(text).toContain("1.05 is short for an oval: it will look nearly round.");
    expect(text).toContain(`its cut and spread check: ${check.score} out of 10`);
    expect(text).toContain("Length to width 1.42: within the preferred 1.3-1.5 for an oval.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, "chat-oval-ratio-390");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows a language model's reply as it is written", async () => {
    const page = await openPage(browser);
    await signInSubscribed(page, server, "chat-stream");
    const { analysis_data } = await analyzeStone(page);
    const fairValue = usd(analysis_data.analysis.fairMarketValue);
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const first = `The fair market value is **${fairValue}**.`;
    const last = "It is the typical asking price across retailers.";
    modelBehaviour = () => ({ ...textReply(`${first} ${last}`), pauseAfter: 10, resume: paused });

    await page.getByRole("button", { name: "Open Diamond Expert AI chat" }).click();
    const panel = page.getByRole("dialog", { name: "Diamond Expert AI" });
    await panel.getByRole("button", { name: "Is this a good investment?" }).click();
    const reply = panel.getByRole("log").locator(":scope > ol > li").nth(1);
    // The first sentence is on screen while the model is still writing the rest.
    await reply.getByText(fairValue).waitFor({ timeout: 20_000 });
    expect(await reply.textContent()).not.toContain(last);
    expect(await panel.getByRole("log").getAttribute("aria-busy")).toBe("true");
    resume();
    await reply.getByText(last, { exact: false }).waitFor();
    await expect.poll(() => panel.getByRole("log").getAttribute("aria-busy")).toBe("false");
    modelBehaviour = () => ({ status: 503 });
    await page.context().close();
  });
});
