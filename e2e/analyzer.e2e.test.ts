import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  axeRuleViolations,
  openPage,
  seriousAxeViolations,
  waitForHydration,
  watchConsole,
} from "./support/browser";
import type { ServerHandle } from "./support/server";
import { PRICING_SUITE_TIMEOUT_MS, pricingSuite } from "./support/suite";

interface Diamond {
  url?: string;
  price?: string;
  carat?: string;
  cut?: string;
  color?: string;
  clarity?: string;
}

const stone: Diamond = {
  price: "$2,450",
  carat: "1.5",
  cut: "Excellent",
  color: "G",
  clarity: "VS1",
};

describe("the analyzer on the home page", () => {
  let server: ServerHandle;
  let browser: Browser;
  let userCount = 0;

  beforeAll(async () => ({ server, browser } = await pricingSuite()), PRICING_SUITE_TIMEOUT_MS);

  /** Signs a new user in inside the page's browser context (the session cookie is shared). */
  async function signIn(page: Page): Promise<string> {
    userCount += 1;
    const email = `analyzer-${Date.now()}-${userCount}@example.com`;
    const headers = { Origin: server.url };
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
      headers,
      data: { email, password: "diamond-pw", fullName: "Ana Lyzer" },
    });
    expect(signUp.ok()).toBe(true);
    const signInResponse = await page.request.post(`${server.url}/api/auth/sign-in`, {
      headers,
      data: { email, password: "diamond-pw" },
    });
    expect(signInResponse.ok()).toBe(true);
    return email;
  }

  /** Buys Unlimited Access with the test provider, through the API. */
  async function subscribe(page: Page) {
    const headers = { Origin: server.url };
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
  }

  /**
   * A new user, signed in (and subscribed when asked), on the home page once its history has
   * loaded: the history loads after the account and its plan, and analysing before then would
   * ask for a plan.
   */
  async function homeAsNewUser(page: Page, plan: "subscribed" | "no plan") {
    await signIn(page);
    if (plan === "subscribed") await subscribe(page);
    await openHome(page);
    await page.locator("#history").getByText("No analyses yet").waitFor();
  }

  async function fill(page: Page, diamond: Diamond) {
    const analyzer = page.locator("#analyzer");
    const fields: [string | RegExp, string | undefined][] = [
      [/Listing URL/, diamond.url],
      ["Listed Price", diamond.price],
      ["Carat", diamond.carat],
      ["Cut", diamond.cut],
      ["Color", diamond.color],
      ["Clarity", diamond.clarity],
    ];
    for (const [label, value] of fields) {
      if (value !== undefined) await analyzer.getByLabel(label).fill(value);
    }
  }

  async function openHome(page: Page) {
    await page.goto(`${server.url}/`);
    await page.locator("#analyzer").getByRole("button", { name: "Analyze Diamond" }).waitFor();
    await waitForHydration(page);
  }

  const analyze = (page: Page) =>
    page.locator("#analyzer").getByRole("button", { name: "Analyze Diamond" }).click();

  it("asks for a URL or the four Cs, then for a valid price, without sending anything", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    const posted: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posted.push(request.url()));
    await openHome(page);

    await fill(page, { price: "$8,500", carat: "1.5", cut: "Excellent", color: "G" });
    await analyze(page);
    await page.getByText("Missing Information").waitFor();
    await page
      .getByText(
        "Please provide either a listing URL or complete diamond details (carat, cut, color, clarity).",
      )
      .waitFor();

    await fill(page, { clarity: "VS1", price: "$0" });
    await analyze(page);
    await page.getByText("Invalid Price").waitFor();
    await page.getByText("Please enter a valid listed price.").waitFor();

    expect(posted).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("diamondFormData"))).toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("sends an anonymous visitor to /auth with 'Sign In Required', keeping the form", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await openHome(page);

    await fill(page, {
      url: "https://www.jamesallen.com/loose-diamonds/round-cut/1.50-carat-g-color-vs1-clarity-sku-1",
      price: "2450",
    });
    await analyze(page);

    await page.waitForURL(`${server.url}/auth`);
    await page.getByText("Sign In Required").waitFor();
    await page.getByText("Please sign in or create an account to continue.").waitFor();
    const saved = JSON.parse(
      (await page.evaluate(() => localStorage.getItem("diamondFormData"))) ?? "{}",
    ) as Record<string, string>;
    expect(saved).toMatchObject({
      listingUrl: expect.stringContaining("jamesallen.com"),
      listedPrice: "2450",
    });

    // Back on the home page the form is still filled in.
    await page.getByRole("link", { name: "Home" }).first().click();
    await expect
      .poll(() => page.locator("#analyzer").getByLabel("Listed Price").inputValue())
      .toBe("2450");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("offers a signed-in user without a plan the plan dialog", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await homeAsNewUser(page, "no plan");

    await fill(page, stone);
    await analyze(page);

    const dialog = page.getByRole("dialog", { name: "Choose Your Plan to Continue" });
    await dialog.waitFor();
    expect(await dialog.getByRole("button", { name: "Get Single Report" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("analyses for a subscriber: 'Analysis Complete', the report on its own page, a history item to expand and export", async () => {
    const page = await openPage(browser, { acceptDownloads: true });
    const problems = watchConsole(page);
    await homeAsNewUser(page, "subscribed");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Hold the answer briefly, so the 'Analyzing...' state is there to be seen.
    await page.route("**/api/analyses", async (route) => {
      if (route.request().method() === "POST")
        await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await fill(page, stone);
    await analyze(page);
    await page.locator("#analyzer").getByRole("button", { name: "Analyzing..." }).waitFor();
    await page.getByText("Analyzing diamond pricing...").waitFor();
    await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
    await page
      .getByText(/^Confidence: \d+%\. (Diamond appears overpriced\.|Pricing looks reasonable\.)$/)
      .waitFor();

    // The report opens on its own page (decision 058).
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    const results = page.locator("#report");
    await results.getByText(/^(Overpriced by|Fair price:) /).waitFor();
    const figures = await results.locator("dt").allTextContents();
    expect(figures).toEqual(
      expect.arrayContaining(["Listed Price", "Fair Market Value", "Confidence"]),
    );
    expect(figures.some((label) => label === "You Could Save" || label === "Premium Paid")).toBe(
      true,
    );
    expect(
      await results.getByRole("img", { name: /80% of similar listings sit between/ }).isVisible(),
    ).toBe(true);
    // The signed-in owner downloads the server's PDF (e2e/reports.e2e.test.ts reads it).
    const pdf = results.getByRole("link", { name: /Download Full PDF Report/ });
    expect(await pdf.getAttribute("href")).toMatch(/^\/api\/analyses\/[^/]+\/report\.pdf$/);
    expect(await page.evaluate(() => localStorage.getItem("diamondFormData"))).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await openHome(page);
    const history = page.locator("#history");
    const item = history
      .getByRole("listitem")
      .filter({ hasText: "1.5 ct Excellent G VS1" })
      .first();
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Listed \$2,450 vs fair value \$[\d,]+/);
    expect(await item.textContent()).toMatch(/[+-]?\d+\.\d%/);

    await item.getByRole("button", { name: "View Details" }).click();
    await item.getByRole("button", { name: "Show Less" }).waitFor();
    // An open history item shows a market trend: it may not be a second landmark of one name.
    expect(await axeRuleViolations(page, ["landmark-unique"])).toEqual([]);
    await item.getByRole("button", { name: "Export Report" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      item.getByRole("button", { name: "JSON data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^faircarat-report-\d{4}-\d{2}-\d{2}-[A-Za-z0-9]{8}\.json$/,
    );
    const exported = JSON.parse(await readFile(await download.path(), "utf8")) as Record<
      string,
      unknown
    >;
    expect(exported).toMatchObject({ carat: 1.5, color: "G", clarity: "VS1", listed_price: 2450 });
    expect(download.suggestedFilename()).toContain(
      String(exported.id)
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 8),
    );

    await item.getByRole("button", { name: "Show Less" }).click();
    await item.getByRole("button", { name: "View Details" }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("analyses an octagon with its certificate number, chosen and typed in the form", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await signIn(page);
    await subscribe(page);
    await openHome(page);
    const analyzer = page.locator("#analyzer");
    await fill(page, { ...stone, price: "1,900" });
    await analyzer.getByLabel("Shape").selectOption({ label: "Octagon" });
    await analyzer.getByLabel("Certificate Number").fill("lg 612345678");
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/analyses") && response.request().method() === "POST",
    );
    await analyze(page);
    const response = await created;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as {
      record: {
        certificate_number: string | null;
        analysis_data: { analysis: { specs: { shape: string } } };
      };
    };
    expect(body.record.certificate_number).toBe("LG612345678");
    expect(body.record.analysis_data.analysis.specs.shape).toBe("octagon");
    const report = page.locator("#report");
    await report.getByText(/^(Overpriced by|Fair price:) /).waitFor();
    expect(
      await report
        .locator("dd")
        // Named as entered; where octagons are too few, with the shape that priced it.
        .filter({ hasText: /^Octagon( \(priced as [A-Z][a-z]+\))?you entered$/ })
        .isVisible(),
    ).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("prices a GIA Premium oval without a cut grade from its report details, with the grades the tier covers and the cut check", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    await signIn(page);
    await subscribe(page);
    await openHome(page);
    const analyzer = page.locator("#analyzer");
    await analyzer.getByLabel("Listed Price").fill("2,400");
    await analyzer.getByLabel("Carat").fill("1.52");
    await analyzer.getByLabel("Shape").selectOption({ label: "Oval" });
    await expect
      .poll(() =>
        analyzer
          .getByText(
            "Not graded on fancy shapes: priced from polish and symmetry (Report details) instead.",
          )
          .isVisible(),
      )
      .toBe(true);

    const toggle = analyzer.getByRole("button", { name: /^Report details/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await analyzer.getByLabel("GIA Assessment").selectOption({ label: "GIA Premium" });
    // The assessment stands for color and clarity: their fields go.
    expect(await analyzer.getByLabel("Color", { exact: true }).count()).toBe(0);
    await analyzer.getByLabel("Polish").fill("Excellent");
    await analyzer.getByLabel("Symmetry").fill("Excellent");
    await analyzer.getByLabel("Depth %").fill("62.1");
    await analyzer.getByLabel("Table %").fill("58");
    await analyzer.getByLabel("Measurements (mm)").fill("8.95 x 6.30 x 3.91");
    expect(await toggle.textContent()).toContain("(6 filled)");

    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/analyses") && response.request().method() === "POST",
    );
    await analyze(page);
    const response = await created;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as {
      record: {
        analysis_data: {
          analysis: {
            specs: { shape: string; cut: string | null };
            assessment?: { result: string; grades: { color: string }[] };
            cutCheck?: { score: number | null };
          };
        };
      };
    };
    const { analysis } = body.record.analysis_data;
    expect(analysis.specs.shape).toBe("oval");
    expect(analysis.assessment?.result).toBe("Premium");
    expect(new Set(analysis.assessment?.grades.map((grade) => grade.color))).toEqual(
      new Set(["D"]),
    );
    expect(analysis.cutCheck?.score).toBeGreaterThan(0);

    const report = page.locator("#report");
    await report.getByText(/^(Overpriced by|Fair price:|Good price:|Above market:) /).waitFor();
    const aboutStone = report.getByRole("group", { name: "About this stone" });
    await aboutStone.getByRole("heading", { name: "GIA Premium assessment" }).waitFor();
    expect(
      await aboutStone
        .getByRole("list", { name: "Grades GIA Premium covers" })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThan(0);
    expect(
      await aboutStone
        .getByRole("heading", { name: /^Cut and spread check: \d+(\.\d)? \/ 10$/ })
        .isVisible(),
    ).toBe(true);
    await screenshotReports(page, "premium-oval");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  const headlineByVerdict: Record<string, RegExp> = {
    overpriced: /^Overpriced by \d+\.\d%$/,
    "above-market": /^Above market: \d+\.\d% over the fair value$/,
    fair: /^Fair price: (\d+\.\d% (above|below) market|at market value)$/,
    "below-market": /^Good price: \d+\.\d% below market$/,
    "too-little-data": /^Too little market data to judge this price$/,
  };
  const toastByVerdict: Record<string, string> = {
    overpriced: "Diamond appears overpriced.",
    "above-market": "Pricing looks reasonable. It is above the market's typical price.",
    fair: "Pricing looks reasonable.",
    "below-market": "Pricing looks reasonable.",
    "too-little-data": "Too little market data to judge the price.",
  };
  const listings = [
    {
      name: "pear",
      url: "https://www.jamesallen.com/loose-diamonds/pear-shaped/1.35-carat-e-color-vvs2-clarity-sku-1234567",
      price: "$1,110",
    },
    {
      name: "oval",
      url: "https://www.jamesallen.com/loose-diamonds/oval-shaped/1.51-carat-e-color-vs1-clarity-sku-2345678",
      price: "$1,890",
    },
    {
      name: "octagon",
      url: "https://www.jamesallen.com/loose-diamonds/octagon-shaped/1.20-carat-f-color-vs1-clarity-sku-3456789",
      price: "$1,500",
    },
  ];

  /** "80% of listings: $1,200 to $2,900" -> [1200, 2900]. */
  const dollarsIn = (text: string | null) =>
    [...(text ?? "").matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));

  /**
   * Set E2E_SCREENSHOT_DIR to keep pictures of the report's page (or the history details, where
   * the page shows them) for a person to look at.
   */
  async function screenshotReports(page: Page, name: string) {
    const directory = process.env.E2E_SCREENSHOT_DIR;
    if (!directory) return;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [part, selector] of [
        ["report", "#report"],
        ["history", "#history"],
      ] as const)
        if ((await page.locator(selector).count()) > 0)
          await page
            .locator(selector)
            .screenshot({ path: `${directory}/${name}-${part}-${width}.png` });
    }
  }

  for (const listing of listings) {
    it(`prices ${listing.name === "pear" ? "a" : "an"} ${listing.name} from a James Allen listing URL, with the verdict, what the confidence means and the time note`, async () => {
      const page = await openPage(browser);
      const problems = watchConsole(page);
      await homeAsNewUser(page, "subscribed");

      await fill(page, { url: listing.url, price: listing.price });
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/analyses") && response.request().method() === "POST",
      );
      await analyze(page);
      const response = await created;
      expect(response.status()).toBe(201);
      const { analysis } = (await response.json()) as {
        analysis: {
          verdict: string;
          specs: { shape: string };
          confidenceMeaning: string;
          rangeMeaning: string;
          timeNote: string;
          pricedAsShape: string | null;
          warnings: string[];
        };
      };
      expect(analysis.specs.shape).toBe(listing.name);
      expect(Object.keys(headlineByVerdict)).toContain(analysis.verdict);

      const results = page.locator("#report");
      await results
        .getByText(headlineByVerdict[analysis.verdict] as RegExp)
        .waitFor({ timeout: 30_000 });
      await page
        .getByText(
          new RegExp(
            `^Confidence: \\d+%\\. ${toastByVerdict[analysis.verdict]?.replace(/\./g, "\\.")}$`,
          ),
        )
        .waitFor();
      expect(analysis.confidenceMeaning).toMatch(/^\d+% is the chance that /);
      expect(await results.getByText(analysis.confidenceMeaning).isVisible()).toBe(true);
      // James Allen lists rounds near these sizes: the range is the tracked retailers'.
      expect(analysis.rangeMeaning).toMatch(/at the retailers we track/);
      expect(await results.getByText(analysis.rangeMeaning).isVisible()).toBe(true);
      expect(analysis.timeNote).toMatch(
        /^Market data of \w{3} \d{1,2}, \d{4}( \(listings of \w{3} \d{1,2}, \d{4}, published index of \w{3} \d{1,2}, \d{4}\))?; /,
      );
      expect(await results.getByText(analysis.timeNote).isVisible()).toBe(true);
      if (listing.name === "octagon") {
        expect(analysis.pricedAsShape).not.toBeNull();
        expect(
          await results.getByText(/too few octagon stones to price them: valued as /).isVisible(),
        ).toBe(true);
        // One axe run for the three listings' results card: the octagon's has the most in it.
        expect(await seriousAxeViolations(page)).toEqual([]);
      }

      // Turned upright (a phone from landscape to portrait), the report follows the window: the
      // market trend chart drawn for the wider one once kept the page wide.
      await results.getByText("Market trend", { exact: true }).scrollIntoViewIfNeeded();
      await results
        .getByText("Loading the market trend…")
        .waitFor({ state: "detached", timeout: 30_000 });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(390);
      await screenshotReports(page, listing.name);

      // The history details show the same evidence.
      await openHome(page);
      const item = page
        .locator("#history")
        .getByRole("listitem")
        .filter({ hasText: `Listed ${listing.price}` })
        .first();
      await item.getByRole("button", { name: "View Details" }).click();
      expect(await item.getByText(analysis.confidenceMeaning).isVisible()).toBe(true);
      expect(await item.getByText(analysis.rangeMeaning).isVisible()).toBe(true);
      expect(await item.getByText(analysis.timeNote).isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it("states the wider range, and says why, for a listing at a shop the market data do not hold", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await homeAsNewUser(page, "subscribed");
    const tracked = { ...stone, price: "$1,800" };
    await fill(page, tracked);
    await analyze(page);
    const results = page.locator("#report");
    const trackedLine = results.getByText(
      /^The range is where 80% of listings of these specs sit at the retailers we track/,
    );
    await trackedLine.waitFor({ timeout: 30_000 });
    const trackedRange = await results.getByText(/^80% of listings: /).textContent();

    // "Change the specs and analyze again" fills the form with them: only the shop's listing URL is
    // added.
    await page.getByRole("link", { name: "Change the specs and analyze again" }).click();
    const analyzer = page.locator("#analyzer");
    await expect.poll(() => analyzer.getByLabel("Listed Price").inputValue()).toBe("$1,800");
    await waitForHydration(page);
    await analyzer
      .getByLabel(/Listing URL/)
      .fill("https://www.example-jeweller.com/diamonds/round-brilliant-1234");
    await analyze(page);
    await results
      .getByText(
        /^The range is where 80% of listings of these specs sit at any retailer: wider than at the retailers we track/,
      )
      .waitFor({ timeout: 30_000 });
    expect(
      await results
        .getByText(
          "No current listings from example-jeweller.com in the market data: judged against the market only.",
        )
        .isVisible(),
    ).toBe(true);
    const anyRange = await results.getByText(/^80% of listings: /).textContent();
    const [trackedLow, trackedHigh] = dollarsIn(trackedRange);
    const [anyLow, anyHigh] = dollarsIn(anyRange);
    expect(anyLow).toBeLessThan(trackedLow!);
    expect(anyHigh).toBeGreaterThan(trackedHigh!);
    await screenshotReports(page, "unknown-shop");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("lists the same stone at other retailers when its certificate number is known", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    await homeAsNewUser(page, "subscribed");
    const analyzer = page.locator("#analyzer");
    // An oval the development snapshot holds at two retailers under one grading-report number.
    await fill(page, { price: "$990", carat: "1.51", cut: "Ideal", color: "F", clarity: "VS2" });
    await analyzer.getByLabel("Shape").selectOption({ label: "Oval" });
    await analyzer.getByLabel("Certificate Number").fill("770608591");
    await analyze(page);

    const sameStone = page
      .locator("#report")
      .getByRole("heading", { name: "Same stone elsewhere" })
      .locator("..");
    await sameStone.waitFor({ timeout: 30_000 });
    const rows = await sameStone.getByRole("listitem").allTextContents();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // A listing seen more than 60 days before the analysis's day says it may be gone.
    for (const row of rows)
      expect(row).toMatch(
        /seen \w{3} \d{1,2}, \d{4}( · may no longer be listed)? · cert\. 770608591\$[\d,]+$/,
      );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("resumes the analysis after paying for a Single Report with the test provider", async () => {
    const page = await openPage(browser);
    const problems = watchConsole(page);
    // The test provider's checkout page has no icon link, so Chromium asks for /favicon.ico (404).
    let faviconMisses = 0;
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        new URL(message.location().url || "http://x/").pathname === "/favicon.ico"
      )
        faviconMisses += 1;
    });
    await homeAsNewUser(page, "no plan");

    await fill(page, { ...stone, price: "1,850" });
    await analyze(page);
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan to Continue" });
    await dialog.getByRole("button", { name: "Get Single Report" }).click();

    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    await page.getByRole("button", { name: "Pay $29 (test)" }).click();
    await page.waitForURL(/\/payment-success\?session_id=/);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("pendingAnalysis"))).toBe("true");

    await page.getByRole("link", { name: "Start Analysis" }).click();
    await page.waitForURL(`${server.url}/#analyzer`);
    await expect
      .poll(() => page.locator("#analyzer").getByLabel("Listed Price").inputValue())
      .toBe("1,850");
    await page.getByText("Analysis Complete").waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    await openHome(page);
    await page
      .locator("#history")
      .getByRole("listitem")
      .filter({ hasText: "Listed $1,850" })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem("pendingAnalysis"))).toBeNull();

    // The credit is spent: one more analysis needs a plan again.
    const status = (await (await page.request.get(`${server.url}/api/subscription`)).json()) as {
      report_credits: number;
    };
    expect(status.report_credits).toBe(0);
    expect(problems.length).toBe(faviconMisses);
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
    await page.context().close();
  });

  it("reveals the sample report and scrolls to it", async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    await openHome(page);
    expect(await page.locator("#demo-report").count()).toBe(0);

    await page.getByRole("button", { name: "View Sample Report" }).click();

    const demo = page.locator("#demo-report");
    await demo.getByText("Demo Report - Not for Purchase Decisions").waitFor();
    await expect
      .poll(() => demo.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120), {
        timeout: 5000,
      })
      .toBe(true);
    for (const text of [
      "Certification",
      "Retailer",
      "Shape",
      "Market trend",
      "Alternatives to consider",
    ]) {
      expect(await demo.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(
      await demo
        .getByText(/Computed by our pricing engine on \w{3} \d{1,2}, \d{4} from [\d,]+ listings/)
        .isVisible(),
    ).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await demo.getByRole("button", { name: "View More Samples" }).click();
    const picker = demo.getByRole("navigation", { name: "Sample reports" });
    expect(await picker.getByRole("button").count()).toBe(4);
    await demo.getByRole("heading", { level: 2, name: /Oval/ }).waitFor();
    await picker.getByRole("button", { name: /Emerald/ }).click();
    await demo.getByRole("heading", { level: 2, name: /Emerald/ }).waitFor();
    // Asked for less motion, the pressed button is in its final colors at once (axe once read it
    // mid-fade).
    expect(
      await picker
        .getByRole("button", { name: /Emerald/ })
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe("0s");
    expect(await demo.getByText("Loose Grown Diamond", { exact: true }).first().isVisible()).toBe(
      true,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await demo.getByRole("button", { name: "Get Your Real Report" }).click();
    await expect
      .poll(
        () =>
          page
            .locator("#analyzer")
            .evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120),
        { timeout: 5000 },
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
