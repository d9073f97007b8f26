/**
 * `npm run samples:make [-- yyyy-mm-dd]`: imports the market feeds (MARKET_FEEDS, MARKET_INDEXES)
 * into an in-memory database as the server does, fits the engine, prices the sample reports on the
 * given day (default today, UTC) and writes them to the web app's sample file. Two samples are
 * made-up listings at illustrative prices (their URLs follow James Allen's format with made-up
 * SKUs); two are real feed listings at their own price, the stone nearest the asked specs at that
 * retailer.
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AnalysisResult } from "@faircarat/contracts";
import { sampleReportFileSchema } from "@faircarat/contracts/sample-reports";
import { importMarketFeed, loadMarketListings, silentLogger } from "@faircarat/core";
import { toAnalysisResult } from "@faircarat/core/analyses/to-analysis-result";
import { loadPricingIndexCells } from "@faircarat/core/pricing-models/load-pricing-index-cells";
import { createDb } from "@faircarat/db";
import { parseListingUrl } from "@faircarat/market/listing/parse-listing-url";
import {
  createMarketIndex,
  fitPricingModel,
  priceDiamond,
  type PriceRequest,
  type PricingListing,
} from "@faircarat/pricing";
import { parseEnv } from "../env";

const outputFile = fileURLToPath(
  new URL("../../../web/src/features/demo-report/samples.json", import.meta.url),
);

type Specs = Pick<PriceRequest, "shape" | "carat" | "cut" | "color" | "clarity">;
/** A made-up listing: specs read from its URL, at an illustrative price. */
interface UrlSample {
  id: string;
  title: string;
  url: string;
  specs: Specs;
  listedPrice: number;
  certification: string;
}
/** A real feed listing: the one at `retailer` nearest `near`, at its own price. */
interface FeedSample {
  id: string;
  title: string;
  retailer: string;
  near: Specs & { shape: NonNullable<Specs["shape"]> };
}

const urlSamples: UrlSample[] = [
  {
    id: "overpriced-round",
    title: "Round, overpriced",
    url: "https://www.jamesallen.com/loose-diamonds/round-cut/1.50-carat-g-color-vs1-clarity-excellent-cut-sku-1234567",
    specs: { shape: "round", carat: 1.5, cut: "Excellent", color: "G", clarity: "VS1" },
    listedPrice: 1450,
    certification: "IGI",
  },
  {
    id: "oval",
    title: "Oval, another shape",
    url: "https://www.jamesallen.com/loose-diamonds/oval-cut/1.51-carat-e-color-vs1-clarity-sku-7654321",
    specs: { shape: "oval", carat: 1.51, cut: null, color: "E", clarity: "VS1" },
    listedPrice: 1890,
    certification: "IGI",
  },
];
const feedSamples: FeedSample[] = [
  {
    id: "emerald",
    title: "Emerald, a value retailer",
    retailer: "Loose Grown Diamond",
    near: { shape: "emerald", carat: 1.7, cut: null, color: "F", clarity: "VS1" },
  },
  {
    id: "premium-round",
    title: "Round, a premium retailer",
    retailer: "VRAI",
    near: { shape: "round", carat: 1.0, cut: "Excellent", color: "E", clarity: "VS1" },
  },
];

async function main() {
  const env = parseEnv();
  const computedOn = process.argv[2] ?? new Date().toISOString().slice(0, 10);
  const database = createDb("memory://");
  try {
    await database.migrate();
    const imported = await importMarketFeed(
      { db: database.db, logger: silentLogger },
      env.marketFeeds,
      { indexes: env.marketIndexes },
    );
    if (!imported.ok) throw new Error(`the market feed did not import: ${imported.reason}`);
    const listings = await loadMarketListings(database.db);
    const indexCells = await loadPricingIndexCells(database.db);
    const dataDate = [
      ...listings.filter((l) => l.origin === "lab").map((l) => l.observedOn),
      ...indexCells.filter((c) => c.indexPriceCents !== null).map((c) => c.collectedOn),
    ].reduce((latest, day) => (day > latest ? day : latest), "");
    const model = fitPricingModel(listings, { valuationDate: dataDate, indexCells });
    const index = createMarketIndex(listings, model);
    const price = (request: PriceRequest, sources: AnalysisResult["sources"]) => {
      const priced = priceDiamond(
        model,
        index,
        { ...request, valuationDate: computedOn },
        { comparables: 5 },
      );
      return toAnalysisResult(priced, request.listedPriceCents!, sources);
    };

    const samples = [
      ...urlSamples.map((sample) => {
        const fromUrl = parseListingUrl(sample.url);
        if (!fromUrl.ok) throw new Error(`sample ${sample.id}: its URL does not parse`);
        const retailer = fromUrl.value.retailer ?? "James Allen";
        const analysis = price(
          {
            ...sample.specs,
            retailer,
            listingUrl: sample.url,
            listedPriceCents: sample.listedPrice * 100,
          },
          {
            carat: "url",
            color: "url",
            clarity: "url",
            shape: "url",
            ...(sample.specs.cut ? { cut: "url" as const } : {}),
          },
        );
        return {
          id: sample.id,
          title: sample.title,
          listing: { retailer, certification: sample.certification, url: sample.url, real: false },
          analysis,
        };
      }),
      ...feedSamples.map((sample) => {
        const listing = nearestListing(listings, sample);
        const analysis = price(
          {
            ...listing,
            cut: listing.cut,
            retailer: listing.retailer,
            listingUrl: listing.url,
            listedPriceCents: listing.priceCents,
          },
          {
            carat: "form",
            color: "form",
            clarity: "form",
            shape: "form",
            ...(listing.cut ? { cut: "form" as const } : {}),
          },
        );
        const certification = listing.certificateLab ?? "Not stated in the feed";
        return {
          id: sample.id,
          title: sample.title,
          listing: { retailer: listing.retailer, certification, url: listing.url, real: true },
          analysis,
        };
      }),
    ];
    await writeFile(
      outputFile,
      `${JSON.stringify(sampleReportFileSchema.parse({ computedOn, samples }), null, 2)}\n`,
    );
    for (const s of samples)
      console.log(
        `${s.id}: fair value $${s.analysis.fairMarketValue}, listed $${s.analysis.listedPrice}, ${s.analysis.verdict}, confidence ${s.analysis.confidence}`,
      );
    console.log(
      `Wrote ${samples.length} samples valued on ${computedOn} (market data of ${dataDate}) to ${outputFile}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The current lab listing at the sample's retailer nearest its specs (carat first, then grades).
 */
function nearestListing(listings: readonly PricingListing[], sample: FeedSample): PricingListing {
  const candidates = listings.filter(
    (l) => l.origin === "lab" && l.retailer === sample.retailer && l.shape === sample.near.shape,
  );
  const newest = candidates.reduce(
    (latest, l) => (l.observedOn > latest ? l.observedOn : latest),
    "",
  );
  const distance = (l: PricingListing) =>
    Math.abs(l.carat - sample.near.carat) * 10 +
    (l.color === sample.near.color ? 0 : 1) +
    (l.clarity === sample.near.clarity ? 0 : 1) +
    (l.observedOn === newest ? 0 : 5);
  const nearest = [...candidates].sort(
    (a, b) => distance(a) - distance(b) || a.priceCents - b.priceCents,
  )[0];
  if (!nearest)
    throw new Error(
      `sample ${sample.id}: no ${sample.near.shape} listings at ${sample.retailer} in the feed`,
    );
  return nearest;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
