import path from "node:path";
import { describe, expect, it } from "vitest";
import { feedCsv, sampleCells, writeFeedFolder } from "../testing/feed-fixture";
import { FeedNotFoundError } from "./list-feed-files";
import { readFeedListings } from "./read-feed-listings";

describe("readFeedListings", () => {
  it("reads every .csv in a folder, normalises rows and counts rejections by reason", async () => {
    const folder = await writeFeedFolder({
      "a.csv": feedCsv([
        sampleCells,
        { ...sampleCells, color: "Fancy Pink" },
        { ...sampleCells, price_usd: "" },
      ]),
      "b.csv": feedCsv([
        {
          ...sampleCells,
          listing_id: "2",
          scrape_date: "2021-02 (commit 2021-02-12)",
          cut: "True Hearts",
        },
      ]),
      "notes.txt": "not a feed",
    });
    const result = await readFeedListings(folder);
    expect(result.read).toBe(4);
    expect(result.rejected).toEqual({ "unknown_color:Fancy Pink": 1, missing_price: 1 });
    expect(result.listings).toHaveLength(2);
    expect(result.listings[0]).toEqual({
      retailer: "James Allen",
      listingId: "28956746",
      url: null,
      observedOn: "2026-02-24",
      origin: "lab",
      shape: "round",
      carat: 1.01,
      color: "E",
      clarity: "VS1",
      cut: "Ideal",
      polish: "Excellent",
      symmetry: "Excellent",
      fluorescence: "None",
      certificateLab: "IGI",
      certificateNumber: null,
      depthPct: 61.8,
      tablePct: 57,
      growthMethod: null,
      treatment: null,
      lengthMm: null,
      widthMm: null,
      depthMm: null,
      crownAngle: null,
      pavilionAngle: null,
      crownHeightPct: null,
      pavilionDepthPct: null,
      girdlePct: null,
      culet: null,
      priceCents: 123450,
    });
    expect(result.listings[1]).toMatchObject({ observedOn: "2021-02-01", cut: "Ideal" });
  });

  it("reads a single file", async () => {
    const folder = await writeFeedFolder({ "one.csv": feedCsv([sampleCells]) });
    expect((await readFeedListings(path.join(folder, "one.csv"))).listings).toHaveLength(1);
  });

  it("accepts a header in any case and order, with a byte-order mark and CRLF lines", async () => {
    const csv =
      "\uFEFFPrice_USD,Retailer,Scrape_Date,Origin,Shape,Carat,Color,Clarity\r\n980,VRAI,2026-04-23,lab,Round,0.9,F,VS2\r\n";
    const result = await readFeedListings(await writeFeedFolder({ "x.csv": csv }));
    expect(result.rejected).toEqual({});
    expect(result.listings[0]).toMatchObject({
      retailer: "VRAI",
      priceCents: 98000,
      shape: "round",
      cut: null,
    });
  });

  it("reads a feed with columns it does not know, including an unnamed one, and keeps the ones it does", async () => {
    const csv = [
      "retailer,scrape_date,origin,shape,carat,color,clarity,price_usd,growth_method,culet,star_length,vendor_notes,",
      'Adiamor,2024-02-21,lab,octagon,0.8,F,VS1,700,HPHT,Pointed,50,"ships, free",',
      "Adiamor,2024-02-21,lab,round,0.9,F,VS1,750,,,,,",
    ].join("\n");
    const result = await readFeedListings(await writeFeedFolder({ "extra.csv": csv }));
    expect(result.rejected).toEqual({});
    expect(result.listings).toEqual([
      expect.objectContaining({ shape: "octagon", growthMethod: "HPHT", culet: "Pointed" }),
      expect.objectContaining({ shape: "round", growthMethod: null, culet: null }),
    ]);
    expect(result.listings[0]).not.toHaveProperty("star_length");
  });

  it("counts records with the wrong number of cells or an unclosed quote instead of dropping them", async () => {
    const header = "retailer,scrape_date,origin,shape,carat,color,clarity,price_usd";
    const folder = await writeFeedFolder({
      "a.csv": `${header}\nVRAI,2026-04-23,lab,round,1,E,VS1,900\nVRAI,2026-04-23,lab\nVRAI,2026-04-23,lab,round,1.1,E,VS1,950\n`,
      "b.csv": `${header}\nVRAI,2026-04-23,lab,round,1,E,VS1,"900\n`,
    });
    const result = await readFeedListings(folder);
    expect(result.listings).toHaveLength(2);
    expect(result.rejected).toEqual({ malformed_row: 2 });
    expect(result.read).toBe(4);
  });

  it("reports a missing path as FeedNotFoundError", async () => {
    await expect(readFeedListings("/nonexistent/feeds")).rejects.toBeInstanceOf(FeedNotFoundError);
  });
});
