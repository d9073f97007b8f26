import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "@faircarat/db";
import { servingMarketBuild } from "@faircarat/db/testing-market";
import { oneTestDatabase } from "@faircarat/db/testing";
import { marketTrendsPath } from "@faircarat/contracts";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

type Shape = "round" | "oval";

describe.each(oneTestDatabase())("GET /api/market/trends on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const listing = (
      shape: Shape,
      carat: number,
      priceCents: number,
      origin: "lab" | "natural" = "lab",
    ) => ({
      retailer: "Trend Shop",
      origin,
      shape,
      carat,
      color: "G" as const,
      clarity: "VS1" as const,
      priceCents,
      firstSeenOn: "2026-01-10",
      lastSeenOn: "2026-03-02",
    });
    const generation = await servingMarketBuild(t.db);
    const rows = await t.db
      .insert(tables.marketListings)
      .values(
        [
          listing("round", 1, 100_000),
          listing("round", 1.2, 144_000),
          listing("round", 1.3, 169_000),
          // Outside the band, another shape, a natural stone: none of them count.
          listing("round", 1.5, 900_000),
          listing("oval", 1, 10_000),
          listing("round", 1, 990_000, "natural"),
        ].map((row) => ({ ...row, generation })),
      )
      .returning({ id: tables.marketListings.id, priceCents: tables.marketListings.priceCents });
    await t.db.insert(tables.marketPriceHistory).values([
      ...rows.map((r) => ({
        listingId: r.id,
        observedOn: "2026-01-10",
        priceCents: r.priceCents,
      })),
      { listingId: rows[0]!.id, observedOn: "2026-03-02", priceCents: 90_000 },
      { listingId: rows[1]!.id, observedOn: "2026-03-02", priceCents: 132_000 },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  it("answers the monthly median price per carat with counts for the band, without an API key, cacheable", async () => {
    const response = await t.request(marketTrendsPath("round", { min: 0.9, max: 1.4 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const body = await bodyOf(response);
    expect(body).toMatchObject({
      shape: "round",
      caratMin: 0.9,
      caratMax: 1.4,
      grades: { color: null, clarity: null, cut: null },
    });
    // January: 1000, 1200, 1300 per carat; March: 900 and 1100.
    expect(body.series).toEqual([
      { month: "2026-01", medianPricePerCarat: 1200, observations: 3 },
      { month: "2026-03", medianPricePerCarat: 1000, observations: 2 },
    ]);
  });

  it("reads the grades as an analysis reads them: lowercase, spaced, worded or a trade code", async () => {
    const exact = await bodyOf(
      await t.request(
        "/api/market/trends?shape=round&caratMin=0.9&caratMax=1.4&color=G&clarity=VS1",
      ),
    );
    const typed = await t.request(
      `/api/market/trends?shape=RB&caratMin=0.9&caratMax=1.4&color=${encodeURIComponent("g color")}&clarity=${encodeURIComponent("vs 1")}`,
    );
    expect(typed.status).toBe(200);
    expect(await bodyOf(typed)).toEqual(exact);
    expect(exact.series).not.toEqual([]);
    const cut = await t.request(
      `/api/market/trends?shape=round&cut=${encodeURIComponent("very good")}&color=g&clarity=vs1`,
    );
    expect(cut.status).toBe(200);
    expect((await bodyOf(cut)).grades).toEqual({ color: "G", clarity: "VS1", cut: "Very Good" });
    expect((await t.request("/api/market/trends?shape=round&cut=excellent")).status).toBe(200);
  });

  it("answers an empty series where the history has nothing", async () => {
    const body = await bodyOf(
      await t.request("/api/market/trends?shape=heart&caratMin=0&caratMax=0.9"),
    );
    expect(body.series).toEqual([]);
  });

  it.each([
    // "triangle" is a trillion, as in an analysis; nothing reads "blob".
    ["shape=blob", "shape must be one of round, oval"],
    ["shape=", "shape must be one of"],
    ["shape=round&caratMin=2&caratMax=1", "caratMax must be above caratMin."],
    ["shape=round&caratMin=abc", "caratMin must be a number."],
    ["shape=round&caratMax=101", "caratMax can be at most 100."],
    // Found in an attack review: 0 was refused as "at least 0", a blank read as 0, hex as a number.
    ["shape=round&caratMax=0", "caratMax must be above 0."],
    ["shape=round&caratMin=", "caratMin must be a number."],
    ["shape=round&caratMax=0x2", "caratMax must be a number."],
    [
      "shape=round&color=Z",
      'color must be one of D, E, F, G, H, I, J, K, L, M, N; "Z" is not one we can read.',
    ],
    ["shape=round&cut=superb", "cut must be one of Ideal, Excellent"],
  ])("refuses %s with a 400 in the error envelope, not cached", async (query, message) => {
    const response = await t.request(`/api/market/trends?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBeNull();
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain(message);
  });

  it("limits each address to 60 series a minute", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await t.request("/api/market/trends?shape=oval", { ip })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await t.request("/api/market/trends?shape=oval", { ip });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await t.request("/api/market/trends?shape=oval")).status).toBe(200);
  });
});
