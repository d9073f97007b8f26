import { asc } from "drizzle-orm";
import { type Database, inCurrentCells, tables } from "@faircarat/db";
import type { PricingIndexCell } from "@faircarat/pricing";

const cells = tables.marketIndexCells;

/**
 * Every index cell of the serving market, published or not (the engine keeps the published ones), with the fields
 * the engine reads.
 */
export async function loadPricingIndexCells(db: Database): Promise<PricingIndexCell[]> {
  return db
    .select({
      source: cells.source,
      edition: cells.edition,
      collectedOn: cells.collectedOn,
      retailer: cells.retailer,
      shape: cells.shape,
      color: cells.color,
      clarity: cells.clarity,
      cut: cells.cut,
      certificateLab: cells.certificateLab,
      caratFrom: cells.caratFrom,
      caratTo: cells.caratTo,
      nominalCarat: cells.nominalCarat,
      medianPricePerCaratCents: cells.medianPricePerCaratCents,
      indexPriceCents: cells.indexPriceCents,
      listings: cells.listings,
    })
    .from(cells)
    .where(inCurrentCells())
    .orderBy(asc(cells.edition), asc(cells.retailer), asc(cells.id));
}
