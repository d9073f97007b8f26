import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { analysisRecordSchema } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { oneTestDatabase, testDatabaseKinds } from "@faircarat/db/testing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const oneCarat = {
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  listedPrice: 4200,
  formData: { carat: "1.2", listedPrice: "$4,200" },
};

/** The requests and reads the tests below make, on the app `app()` returns. */
function analysesClient(app: () => TestApp) {
  const analyze = (cookie: string, body: object = oneCarat) =>
    app().postJson("/api/analyses", body, { cookie });
  const history = async (cookie: string) =>
    (await bodyOf(await app().request("/api/analyses", { cookie }))).analyses as unknown[];
  const credits = async (cookie: string) =>
    (await bodyOf(await app().request("/api/subscription", { cookie }))).report_credits as number;
  const payFor = async (cookie: string, path: "create-payment" | "create-checkout") => {
    const { url } = await bodyOf(
      await app().request(`/api/billing/${path}`, { method: "POST", cookie }),
    );
    await app().request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
  };
  const analysisCount = async () =>
    (await app().db.select({ n: count() }).from(tables.diamondAnalyses))[0]?.n;
  return { analyze, history, credits, payFor, analysisCount };
}

describe.each(oneTestDatabase())("analyses API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const { analyze, history, credits, payFor, analysisCount } = analysesClient(() => t);

  it("requires a session", async () => {
    expect((await t.postJson("/api/analyses", oneCarat)).status).toBe(401);
    expect((await t.request("/api/analyses")).status).toBe(401);
  });

  it("refuses a signed-in user without a plan and stores nothing", async () => {
    const { cookie } = await t.signedInUser();
    const before = await analysisCount();
    const response = await analyze(cookie);
    expect(response.status).toBe(402);
    expect((await errorOf(response)).code).toBe("payment_required");
    expect(await analysisCount()).toBe(before);
  });

  it("analyses for a subscriber, normalising typed grades, and stores every field", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const response = await analyze(cookie);
    expect(response.status).toBe(201);
    const body = await bodyOf(response);
    expect(body.success).toBe(true);
    const { analysis, record } = body;
    expect(analysis.specs).toMatchObject({
      carat: 1.2,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
      shape: "round",
    });
    expect(analysis.fairMarketValue).toBeGreaterThan(0);
    expect(analysis.low).toBeLessThanOrEqual(analysis.fairMarketValue);
    expect(analysis.high).toBeGreaterThanOrEqual(analysis.fairMarketValue);
    expect(analysis.savingsAmount).toBeCloseTo(analysis.fairMarketValue - 4200, 2);
    expect(analysis.markupPercentage).toBeCloseTo(
      ((4200 - analysis.fairMarketValue) / analysis.fairMarketValue) * 100,
      0,
    );
    expect(analysis.confidence).toBeGreaterThanOrEqual(0);
    expect(analysis.confidence).toBeLessThanOrEqual(1);
    expect(analysis.comparableListings.length).toBeGreaterThan(0);
    expect(analysis.sources).toMatchObject({
      carat: "form",
      color: "form",
      clarity: "form",
      cut: "form",
    });

    const stored = analysisRecordSchema.parse(record);
    expect(stored).toMatchObject({
      listing_url: null,
      carat: 1.2,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
      listed_price: 4200,
      is_ethically_sourced: true,
    });
    expect(stored.analysis_data.formData).toEqual(oneCarat.formData);
    expect(stored.analysis_data.uploadedFiles).toEqual([]);
    expect(stored.analysis_data.analysis.fairMarketValue).toBe(analysis.fairMarketValue);
    expect(await history(cookie)).toHaveLength(1);
  });

  it("stores a typed certificate number as the lab prints it and says it came from the form", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const response = await analyze(cookie, { ...oneCarat, certificateNumber: " lg 756580087 " });
    expect(response.status).toBe(201);
    const { analysis, record } = await bodyOf(response);
    expect(analysis.sources.certificateNumber).toBe("form");
    expect(analysisRecordSchema.parse(record).certificate_number).toBe("LG756580087");
    expect(await history(cookie)).toEqual([
      expect.objectContaining({ certificate_number: "LG756580087" }),
    ]);
  });

  it("stores no certificate number when none is given", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const { record } = await bodyOf(await analyze(cookie, { ...oneCarat, certificateNumber: "" }));
    expect(record.certificate_number).toBeNull();
  });

  it("prices a typed shape beyond the classic ten, such as an old mine", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const response = await analyze(cookie, { ...oneCarat, shape: "old-mine" });
    expect(response.status).toBe(201);
    expect((await bodyOf(response)).analysis.specs.shape).toBe("old-mine");
  });

  it("scores the form's girdle and culet in the cut check, and refuses words that name no term in GIA's words", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const proportions = { depthPct: 61.8, tablePct: 57, girdle: "Extremely Thick", culet: "Large" };
    const response = await analyze(cookie, { ...oneCarat, proportions });
    expect(response.status).toBe(201);
    const { findings } = (await bodyOf(response)).analysis.cutCheck as { findings: string[] };
    expect(findings.join(" ")).toMatch(/Girdle Extremely Thick/);
    expect(findings.join(" ")).toMatch(/Culet Large/);
    const refused = await analyze(cookie, { ...oneCarat, proportions: { girdle: "wobbly" } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toMatch(/girdle must be one of Extremely Thin/i);
  });

  it("uses exactly one credit per successful analysis and none for a failed one", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-payment");
    expect(await credits(cookie)).toBe(1);

    const failed = await analyze(cookie, { ...oneCarat, color: "purple" });
    expect(failed.status).toBe(422);
    expect((await errorOf(failed)).message).toMatch(/color/);
    expect(await credits(cookie)).toBe(1);

    expect((await analyze(cookie)).status).toBe(201);
    expect(await credits(cookie)).toBe(0);
    expect((await analyze(cookie)).status).toBe(402);
    expect(await history(cookie)).toHaveLength(1);
  });

  it("shows each user only their own analyses, newest first", async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    await payFor(a.cookie, "create-checkout");
    await payFor(b.cookie, "create-checkout");
    await analyze(a.cookie, { ...oneCarat, carat: 1.0 });
    await analyze(a.cookie, { ...oneCarat, carat: 1.5 });
    await analyze(b.cookie, { ...oneCarat, carat: 2.0 });
    const mine = (await history(a.cookie)) as { carat: number }[];
    expect(mine.map((r) => r.carat)).toEqual([1.5, 1.0]);
    const theirs = (await history(b.cookie)) as { carat: number }[];
    expect(theirs.map((r) => r.carat)).toEqual([2.0]);
  });

  it.each([
    [{ ...oneCarat, listedPrice: 0 }, 400, "Please enter a valid listed price."],
    [{ ...oneCarat, listedPrice: "abc" }, 400, "Please enter a valid listed price."],
    [{ listedPrice: 5000, color: "G" }, 422, "Please enter the diamond's carat and clarity."],
    [
      { listedPrice: 5000, carat: 1, cut: "zzz", color: "Q9", clarity: "banana" },
      422,
      'Please enter the diamond\'s color and clarity. We could not read the color "Q9", the clarity "banana" or the cut "zzz".',
    ],
    // Z is a real grade (the guide grades D to Z): say it is beyond what we price, not that it
    // could not be read alone.
    [
      { ...oneCarat, color: "Z" },
      422,
      'Please enter the diamond\'s color. We could not read the color "Z". We price colors D to N only.',
    ],
    [{ ...oneCarat, listedPrice: 0.001 }, 400, "Please enter a valid listed price."],
    [{ ...oneCarat, listedPrice: 10_000_000.01 }, 400, "Please enter a valid listed price."],
    [{ ...oneCarat, carat: 100.01 }, 400, "Please enter a carat weight from 0.01 to 100."],
    [{ ...oneCarat, carat: 0.009 }, 400, "Please enter a carat weight from 0.01 to 100."],
    [
      { ...oneCarat, certificateNumber: "LG756\u0000580087" },
      400,
      "certificateNumber contains a character that cannot be stored (a NUL or a lone surrogate).",
    ],
    [
      { ...oneCarat, certificateNumber: "not a number!" },
      400,
      "Please enter the certificate number as printed on the report, e.g. LG756580087.",
    ],
    [
      { ...oneCarat, listingUrl: `https://example.com/${"x".repeat(2048)}` },
      400,
      "The listing URL must be at most 2,048 characters.",
    ],
    [{ ...oneCarat, cut: "Excellent".repeat(5) }, 400, "Cut must be at most 40 characters."],
  ])("explains bad input %o", async (body, status, message) => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const response = await analyze(cookie, body);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toBe(message);
  });

  it("says a cut it could not read was assumed, in the sources as in the warning", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    const { analysis } = await bodyOf(await analyze(cookie, { ...oneCarat, cut: "Superb" }));
    expect(analysis.warnings.some((w: string) => w.includes('"Superb"'))).toBe(true);
    expect(analysis.sources).toMatchObject({ cut: "assumed", carat: "form" });
    expect(analysis.specs.cut).toBe("Excellent");
  });

  it("values the edges of the carat range the contract states, and rounds a price to whole cents, never to $0", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    for (const [carat, listedPrice, storedPrice] of [
      [100, 0.005, 0.01],
      [0.01, 1.005, 1.01],
    ] as const) {
      const response = await analyze(cookie, { ...oneCarat, carat, listedPrice });
      expect(response.status, `${carat} ct at $${listedPrice}`).toBe(201);
      const { analysis, record } = await bodyOf(response);
      expect(record).toMatchObject({ carat, listed_price: storedPrice });
      expect(analysis.fairMarketValue).toBeGreaterThan(0);
    }
  });
});

// The server shows what PGlite cannot: two requests at once (decision 054).
describe.each(testDatabaseKinds())("analyses that race on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const { analyze, history, payFor } = analysesClient(() => t);

  it("lets two racing analyses share no credit", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-payment");
    const statuses = (await Promise.all([analyze(cookie), analyze(cookie)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 402]);
    expect(await history(cookie)).toHaveLength(1);
  });
});

describe("analyses before any market data is loaded", () => {
  it("answers 503 market_unavailable and uses no credit", async () => {
    const t = await createTestApp("pglite", {
      pricing: { current: () => null, reload: async () => null },
    });
    try {
      const { cookie } = await t.signedInUser();
      const { url } = await bodyOf(
        await t.request("/api/billing/create-payment", { method: "POST", cookie }),
      );
      await t.request(`${new URL(url).pathname}/pay`, {
        method: "POST",
        cookie,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      const response = await t.postJson("/api/analyses", oneCarat, { cookie });
      expect(response.status).toBe(503);
      expect((await errorOf(response)).code).toBe("market_unavailable");
      expect((await bodyOf(await t.request("/api/subscription", { cookie }))).report_credits).toBe(
        1,
      );
    } finally {
      await t.close();
    }
  });
});
