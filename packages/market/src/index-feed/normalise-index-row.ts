import type { MarketIndexCell } from "@faircarat/contracts";
import { LISTED_PRICE_RANGE } from "@faircarat/contracts";
import { normaliseCertificateLab } from "../normalise/certificate-lab";
import { normaliseClarity } from "../normalise/clarity";
import { normaliseColor } from "../normalise/color";
import { normaliseCut } from "../normalise/cut";
import { normaliseCarat } from "../normalise/measurement";
import { normaliseObservedOn } from "../normalise/observed-on";
import { firstRejection, take } from "../normalise/first-rejection";
import { type Outcome, accept, isBlank, reject } from "../normalise/outcome";
import { normalisePriceCents } from "../normalise/price";
import { normaliseShape } from "../normalise/shape";
import { indexRowSchema } from "./index-row";

const wholeNumber = /^\d+$/;
/**
 * The published price is the median per carat times the nominal carat, rounded to dollars; more
 * than this apart is a transcription error.
 */
const indexPriceTolerance = 0.02;
const maxPriceCents = LISTED_PRICE_RANGE.max * 100;

/**
 * One index record -> a cell, or the first reason it cannot be understood. A cell the index did not
 * publish (`status` other than `published`, no prices) is kept without a price; a published cell
 * must carry both prices, agreeing with each other, and at least one listing.
 */
export function normaliseIndexRow(record: unknown): Outcome<MarketIndexCell> {
  const parsed = indexRowSchema.safeParse(record);
  if (!parsed.success) return reject("malformed_row");
  const row = parsed.data;
  if (isBlank(row.retailer)) return reject("missing_retailer");
  const retailer = row.retailer.trim();
  return firstRejection(() => {
    const caratFrom = take(normaliseCarat(row.carat_from));
    const caratTo = take(normaliseCarat(row.carat_to));
    if (caratFrom >= caratTo) return reject("bad_carat_window");
    const nominalCarat = isBlank(row.nominal_carat)
      ? (caratFrom + caratTo) / 2
      : take(normaliseCarat(row.nominal_carat));
    if (nominalCarat < caratFrom || nominalCarat > caratTo)
      return reject("nominal_carat_outside_window");
    const edition = take(normaliseObservedOn(row.edition));
    const collectedOn = take(normaliseObservedOn(row.collected_on));
    if (collectedOn > edition) return reject("collected_after_edition");
    const listings = take(listingCount(row.listings));
    const prices = take(
      publishedPrices(
        row.status,
        row.median_price_per_carat_usd,
        row.index_price_usd,
        nominalCarat,
        listings,
      ),
    );
    return accept({
      source: isBlank(row.source) ? "unnamed index" : row.source.trim().slice(0, 300),
      edition,
      collectedOn,
      retailer,
      shape: take(normaliseShape(row.shape)),
      color: take(normaliseColor(row.color)),
      clarity: take(normaliseClarity(row.clarity)),
      cut: take(normaliseCut(row.cut)),
      certificateLab: take(normaliseCertificateLab(row.cert_lab)),
      caratFrom,
      caratTo,
      nominalCarat,
      listings,
      ...prices,
    });
  });
}

function listingCount(raw: string | undefined): Outcome<number> {
  if (isBlank(raw)) return reject("missing_listings");
  const text = raw.trim().replace(/,/g, "");
  if (!wholeNumber.test(text)) return reject("bad_listings");
  const count = Number(text);
  return count <= 10_000_000 ? accept(count) : reject("bad_listings");
}

type CellPrices = Pick<MarketIndexCell, "medianPricePerCaratCents" | "indexPriceCents">;

function publishedPrices(
  status: string | undefined,
  perCaratRaw: string | undefined,
  indexRaw: string | undefined,
  nominalCarat: number,
  listings: number,
): Outcome<CellPrices> {
  const published = isBlank(status) || status.trim().toLowerCase() === "published";
  if (!published) {
    return isBlank(perCaratRaw) && isBlank(indexRaw)
      ? accept({ medianPricePerCaratCents: null, indexPriceCents: null })
      : reject("price_on_unpublished_cell");
  }
  if (listings === 0) return reject("published_without_listings");
  const perCarat = normalisePriceCents(perCaratRaw);
  if (!perCarat.ok) return perCarat;
  const stated = isBlank(indexRaw)
    ? accept(Math.round(perCarat.value * nominalCarat))
    : normalisePriceCents(indexRaw);
  if (!stated.ok) return stated;
  if (perCarat.value > maxPriceCents || stated.value > maxPriceCents) return reject("bad_price");
  const implied = perCarat.value * nominalCarat;
  if (Math.abs(stated.value / implied - 1) > indexPriceTolerance)
    return reject("index_price_disagrees_with_median");
  return accept({ medianPricePerCaratCents: perCarat.value, indexPriceCents: stated.value });
}
