import { withIndexCells } from "../src/apply-index-layer";
import { cellSpecs, type IndexLayer } from "../src/index-layer";
import { publishedCellsUpTo, type PublishedIndexCell } from "../src/index-cells";
import { median } from "../src/linear-algebra";
import { createMarketIndex } from "../src/market-index";
import type { PricingModel } from "../src/model";
import { priceDiamond } from "../src/price-diamond";
import type { PricingIndexCell, PricingListing } from "../src/types";

/** One retailer's median in a later edition, and what each method said it would be. */
export interface EditionCase {
  edition: string;
  retailer: string;
  nominalCarat: number;
  actualCents: number;
  engineCents: number;
  engineLowCents: number | null;
  engineHighCents: number | null;
  /** The same cell's last published value, when an earlier edition had it. */
  carriedCents: number | null;
  withoutIndexCents: number;
}

/**
 * The market median (the median of the retailers' medians) of one carat window in one edition, and
 * the predictions of it.
 */
export interface MarketCase {
  edition: string;
  nominalCarat: number;
  retailers: number;
  actualCents: number;
  /** The median of the engine's retailer predictions (the same retailers). */
  engineCents: number;
  /** The engine's fair market value for the spec. */
  fairValueCents: number;
  carriedCents: number | null;
  withoutIndexCents: number;
}

export interface EditionForward {
  cases: EditionCase[];
  market: MarketCase[];
}

const cellKey = (c: PricingIndexCell) =>
  `${c.retailer}|${c.shape}|${c.color}|${c.clarity}|${c.cut}|${c.certificateLab}|${c.caratFrom}|${c.caratTo}`;

/**
 * Each edition after the first, predicted by a model fitted on the listings plus the editions
 * before it (valued at the edition's collection day), beside the naive forecast (each retailer's
 * last published value of the cell) and the engine without indexes.
 */
export function editionForward(
  base: PricingModel,
  listings: readonly PricingListing[],
  cells: readonly PricingIndexCell[],
): EditionForward {
  const published = publishedCellsUpTo(cells, "9999-12-31");
  const editions = [...new Set(published.map((c) => c.edition))].sort();
  const baseIndex = createMarketIndex(listings, base);
  const result: EditionForward = { cases: [], market: [] };
  for (const edition of editions.slice(1)) {
    const earlier = published.filter((c) => c.edition < edition);
    const model = withIndexCells(base, earlier, "9999-12-31");
    const index = createMarketIndex(listings, model);
    const last = new Map<string, PublishedIndexCell>();
    for (const cell of earlier) last.set(cellKey(cell), cell);
    const target = published.filter((c) => c.edition === edition);
    const cases = target.map((cell): EditionCase => {
      const request = {
        ...cellSpecs(cell),
        retailer: cell.retailer,
        valuationDate: cell.collectedOn,
      };
      const engine = priceDiamond(model, index, request, { comparables: 0 });
      const without = priceDiamond(base, baseIndex, request, { comparables: 0 });
      return {
        edition,
        retailer: cell.retailer,
        nominalCarat: cell.nominalCarat,
        actualCents: cell.indexPriceCents,
        engineCents: engine.expectedAtRetailerCents ?? engine.fairMarketValueCents,
        engineLowCents: engine.expectedAtRetailerRange?.lowCents ?? null,
        engineHighCents: engine.expectedAtRetailerRange?.highCents ?? null,
        carriedCents: last.get(cellKey(cell))?.indexPriceCents ?? null,
        withoutIndexCents: without.expectedAtRetailerCents ?? without.fairMarketValueCents,
      };
    });
    result.cases.push(...cases);
    for (const carat of [...new Set(target.map((c) => c.nominalCarat))].sort((a, b) => a - b)) {
      const window = cases.filter((c) => c.nominalCarat === carat);
      const carried = window.filter((c) => c.carriedCents !== null);
      const cell = target.find((c) => c.nominalCarat === carat)!;
      const fairValue = priceDiamond(
        model,
        index,
        { ...cellSpecs(cell), valuationDate: cell.collectedOn },
        { comparables: 0 },
      ).fairMarketValueCents;
      result.market.push({
        edition,
        nominalCarat: carat,
        retailers: window.length,
        actualCents: median(window.map((c) => c.actualCents)),
        engineCents: median(window.map((c) => c.engineCents)),
        fairValueCents: fairValue,
        carriedCents:
          carried.length === window.length ? median(carried.map((c) => c.carriedCents!)) : null,
        withoutIndexCents: median(window.map((c) => c.withoutIndexCents)),
      });
    }
  }
  return result;
}

const ape = (predicted: number, actual: number) => Math.abs(predicted - actual) / actual;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * The fold's table: per retailer and over all, the engine against carry-forward and the engine
 * without indexes.
 */
export function describeEditionForward(fold: EditionForward): string {
  const lines = [
    "retailer              cases  engine MdAPE  engine where carried  carry-forward  without index  80% range cover  width",
  ];
  const row = (label: string, cases: readonly EditionCase[]) => {
    const carried = cases.filter((c) => c.carriedCents !== null);
    const ranged = cases.filter((c) => c.engineLowCents !== null && c.engineHighCents !== null);
    const cover =
      ranged.filter(
        (c) => c.actualCents >= c.engineLowCents! && c.actualCents <= c.engineHighCents!,
      ).length / Math.max(1, ranged.length);
    const width = ranged.length
      ? median(ranged.map((c) => c.engineHighCents! / c.engineLowCents!))
      : Number.NaN;
    lines.push(
      `${label.padEnd(20)} ${String(cases.length).padStart(6)}  ${pct(median(cases.map((c) => ape(c.engineCents, c.actualCents)))).padStart(12)}  ${(carried.length ? pct(median(carried.map((c) => ape(c.engineCents, c.actualCents)))) : "-").padStart(20)}  ${(carried.length ? `${pct(median(carried.map((c) => ape(c.carriedCents!, c.actualCents))))} (${carried.length})` : "-").padStart(13)}  ${pct(median(cases.map((c) => ape(c.withoutIndexCents, c.actualCents)))).padStart(13)}  ${pct(cover).padStart(15)}  ${width.toFixed(2)}x`,
    );
  };
  for (const retailer of [...new Set(fold.cases.map((c) => c.retailer))].sort())
    row(
      retailer,
      fold.cases.filter((c) => c.retailer === retailer),
    );
  row("all cells", fold.cases);
  lines.push(
    "",
    "market median (median of retailer medians)   cases  engine  fair value  carry-forward  without index",
  );
  const m = fold.market;
  const carried = m.filter((c) => c.carriedCents !== null);
  lines.push(
    `${"".padEnd(44)} ${String(m.length).padStart(6)}  ${pct(median(m.map((c) => ape(c.engineCents, c.actualCents))))}  ${pct(median(m.map((c) => ape(c.fairValueCents, c.actualCents))))}  ${carried.length ? pct(median(carried.map((c) => ape(c.carriedCents!, c.actualCents)))) : "-"}  ${pct(median(m.map((c) => ape(c.withoutIndexCents, c.actualCents))))}`,
  );
  return lines.join("\n");
}

/**
 * The shipped layer: the market's steps, each retailer's level and month-ahead spread, and the
 * fit's own edition check.
 */
export function describeIndexLayer(layer: IndexLayer): string {
  const change = (log: number) =>
    `${log >= 0 ? "+" : ""}${((Math.exp(log) - 1) * 100).toFixed(1)}%`;
  const check = layer.check
    ? `its own edition check (${layer.check.cells} cells of ${layer.check.editions - 1} later editions): median error ${pct(Math.exp(layer.check.errorEngine) - 1)} against ${pct(Math.exp(layer.check.errorCarryForward) - 1)} carried forward`
    : "too few editions for its own check";
  return [
    `Shipped index layer: anchored on ${layer.anchorDate}, market ${change(layer.marketShift)} since the listings (${layer.steps.map((s) => `${s.from} to ${s.to} ${change(s.logChange)}${s.retailers ? ` from ${s.retailers} retailers` : " by the time index"}`).join("; ")})`,
    `  level spread a month ahead ${layer.levelSpread.toFixed(3)}; ${check}`,
    `  levels over each retailer's curve (a retailer known only from the index: over the median retailer's): ${layer.levels.map((l) => `${l.retailer}${l.indexOnly ? " (index only)" : ""} ${change(l.level)}, spread ${l.spread.toFixed(2)}, newest ${l.newestOn}`).join("; ")}`,
  ].join("\n");
}
