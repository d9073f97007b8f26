import type { RetailerTerms } from "./fit-hedonic";
import { baseTerms, fitIndexLayer, type IndexLayer, type IndexLevel } from "./index-layer";
import { publishedCellsUpTo, summariseIndexSources, type PublishedIndexCell } from "./index-cells";
import type { PricingIndexCell } from "./types";
import { median } from "./linear-algebra";
import { supportPerCell } from "./index-layer";
import { withExtraSupport } from "./local-support";
import type { PricingModel, RetailerSummary } from "./model";

const byName = <T extends { retailer: string }>(a: T, b: T) =>
  a.retailer < b.retailer ? -1 : a.retailer > b.retailer ? 1 : 0;

/**
 * A model fitted on listings, with the published cells collected up to `upTo` (default: any day)
 * kept and, where there are any, its curves moved to their newest edition.
 */
export function withIndexCells(
  model: PricingModel,
  cells: readonly PricingIndexCell[],
  upTo = "9999-12-31",
): PricingModel {
  const published = publishedCellsUpTo(cells, upTo);
  const kept = { ...model, index: { cells: published, sources: summariseIndexSources(published) } };
  const layer = fitIndexLayer(kept, published);
  return layer ? applyIndexLayer(kept, layer, published) : kept;
}

/**
 * The model at the anchor: every curve moved by the market's shift, each indexed retailer's by its
 * level too; retailers known only from an index added with the shared curve, a summary and support
 * at their cells. Retailer arrays stay in name order, aligned as the engine reads them.
 */
export function applyIndexLayer(
  model: PricingModel,
  layer: IndexLayer,
  cells: readonly PublishedIndexCell[],
): PricingModel {
  const levels = new Map(layer.levels.map((l) => [l.retailer, l]));
  const ownShifts = new Map(layer.listingShifts.map((s) => [s.retailer, s.logShift]));
  const moved = (terms: RetailerTerms): RetailerTerms => {
    const level = levels.get(terms.retailer);
    const intercept = terms.intercept + (ownShifts.get(terms.retailer) ?? layer.marketShift);
    if (!level) return { ...terms, intercept };
    return {
      ...terms,
      intercept,
      indexLevel: { logCarats: level.logCarats, levels: level.levels },
    };
  };
  const added = layer.levels.filter((l) => l.indexOnly);
  const terms = [...model.coefficients.retailers, ...added.map((l) => baseTerms(model, l.retailer))]
    .map(moved)
    .sort(byName);
  const listingSpread = median(model.retailers.filter((r) => r.current).map((r) => r.spread));
  const summaries = [
    ...model.retailers.map((r) =>
      levels.has(r.retailer)
        ? withIndexSummary(
            r,
            levels.get(r.retailer)!,
            cells,
            r.current ? r.spread : Math.hypot(listingSpread, layer.levelSpread),
          )
        : r,
    ),
    ...added.map((l) => indexSummary(l, cells, Math.hypot(listingSpread, layer.levelSpread))),
  ].sort(byName);
  const newestCells = cells.filter((c) => levels.get(c.retailer)?.newestOn === c.collectedOn);
  const localSupport = withExtraSupport(
    model.localSupport,
    newestCells.map((c) => ({
      retailer: c.retailer,
      shape: c.shape,
      carat: c.nominalCarat,
      count: Math.min(c.listings, supportPerCell),
    })),
  );
  const dataDate = layer.anchorDate > model.dataDate ? layer.anchorDate : model.dataDate;
  return {
    ...model,
    dataDate,
    valuationDate: dataDate,
    coefficients: { ...model.coefficients, retailers: terms },
    retailers: summaries,
    localSupport: alignedSupport(localSupport, terms),
    timeIndex: { ...model.timeIndex, anchorDate: dataDate, path: layer.path },
    index: { ...model.index, layer },
  };
}

function cellRange(
  level: IndexLevel,
  cells: readonly PublishedIndexCell[],
): { caratMin: number; caratMax: number; from: string; listings: number } {
  const newest = cells.filter(
    (c) => c.retailer === level.retailer && c.collectedOn === level.newestOn,
  );
  const own = cells.filter((c) => c.retailer === level.retailer);
  return {
    caratMin: Math.min(...own.map((c) => c.caratFrom)),
    caratMax: Math.max(...own.map((c) => c.caratTo)),
    from: newest.reduce(
      (oldest, c) => (c.collectedOn < oldest ? c.collectedOn : oldest),
      level.newestOn,
    ),
    listings: level.newestListings,
  };
}

function indexSummary(
  level: IndexLevel,
  cells: readonly PublishedIndexCell[],
  spread: number,
): RetailerSummary {
  const range = cellRange(level, cells);
  return {
    retailer: level.retailer,
    snapshotFrom: range.from,
    snapshotTo: level.newestOn,
    listings: range.listings,
    caratMin: range.caratMin,
    caratMax: range.caratMax,
    spread,
    current: true,
  };
}

/**
 * A retailer with listings too: current again if its history was old, its carats those of its cells
 * where its listings are history.
 */
function withIndexSummary(
  summary: RetailerSummary,
  level: IndexLevel,
  cells: readonly PublishedIndexCell[],
  spread: number,
): RetailerSummary {
  if (summary.current) return summary;
  return indexSummary(level, cells, spread);
}

/**
 * Every retailer the curves name has histogram cells (none for one with no support), in the same
 * order.
 */
function alignedSupport(
  support: PricingModel["localSupport"],
  terms: readonly RetailerTerms[],
): PricingModel["localSupport"] {
  const byRetailer = new Map(support.retailers.map((cells) => [cells.retailer, cells]));
  return {
    retailers: terms.map(
      (t) =>
        byRetailer.get(t.retailer) ?? {
          retailer: t.retailer,
          recency: 0,
          bins: [],
          shapes: [],
          counts: [],
          weights: [],
        },
    ),
  };
}
