/**
 * node --import tsx packages/pricing/scripts/confidence-cells.ts OUT.json: the cases behind the
 * confidence, written out so a calibration can be studied without refitting. For each current
 * retailer held out (as in `pricing:eval`'s reliability table): the cells the model fitted without
 * it was calibrated on (its own leave-one-retailer-out cells) and the held-out retailer's cells it
 * is judged on; and the same calibration cells of the model fitted to 2024 (the time-forward fold),
 * a set of retailers and dates apart from the 2026 table.
 */
import { writeFileSync } from "node:fs";
import { fitMarket } from "../src/fit-pricing-model";
import { marketView, usableRows } from "../src/market-curves";
import { extraSpreadAt, fairValueUncertainty } from "../src/market-uncertainty";
import { createMarketIndex } from "../src/market-index";
import { priceDiamond } from "../src/price-diamond";
import type { PricingListing } from "../src/types";
import { projectToValuationDate } from "../src/time-index";
import { specsOfListing } from "../src/typical-grades";
import { cellKey } from "../src/stone-cells";
import { cellsWith } from "./eval-folds";
import { loadMarketListings, newestObservation } from "./load-market";

const out = process.argv[2] ?? "confidence-cells.json";
const { listings } = await loadMarketListings();
const valuationDate = newestObservation(listings);
const full = fitMarket(listings, { valuationDate });
const model = full.model;
const isCurrent = (l: PricingListing) => {
  const summary = model.retailers.find((r) => r.retailer === l.retailer);
  return !!summary?.current && l.observedOn >= summary.snapshotFrom && l.origin === "lab";
};
const current = usableRows(listings, valuationDate).filter(isCurrent);
const retailers = model.retailers.filter((r) => r.current).map((r) => r.retailer);

const folds = retailers.map((heldOut) => {
  const train = listings.filter((l) => l.retailer !== heldOut);
  const fitted = fitMarket(train, { valuationDate });
  const index = createMarketIndex(train, fitted.model);
  const judged = cellsWith(current, heldOut).map((cell) => {
    const r = priceDiamond(
      fitted.model,
      index,
      { ...cell.specs, valuationDate },
      { comparables: 0 },
    );
    const specs = specsOfListing(cell.specs);
    const view = marketView(fitted.model, specs);
    const logUncertainty = fairValueUncertainty(
      view,
      extraSpreadAt(
        fitted.model,
        specs,
        projectToValuationDate(fitted.model.timeIndex, valuationDate, specs.carat),
        false,
      ),
    );
    return {
      cell: cellKey(cell.specs),
      retailers: cell.retailers,
      confidence: r.confidence,
      logUncertainty,
      disagreement: view.disagreement,
      effectiveVoters: view.effectiveVoters,
      logError: Math.log(r.fairMarketValueCents / cell.typicalCents),
      happened: Math.abs(r.fairMarketValueCents / cell.typicalCents - 1) <= r.confidenceTolerance,
    };
  });
  console.log(
    `${heldOut}: scale ${fitted.model.confidence.uncertaintyScale.toFixed(3)} from ${fitted.calibration.cells.length} cells; judged ${judged.length}`,
  );
  return {
    heldOut,
    scale: fitted.model.confidence.uncertaintyScale,
    calibrationCells: fitted.calibration.cells,
    judged,
  };
});

const forward = fitMarket(listings, { valuationDate: "2024-12-31" });
console.log(
  `2024 fit: scale ${forward.model.confidence.uncertaintyScale.toFixed(3)} from ${forward.calibration.cells.length} cells`,
);
writeFileSync(
  out,
  JSON.stringify({
    shipped: { scale: model.confidence.uncertaintyScale, cells: full.calibration.cells },
    folds,
    forward2024: {
      scale: forward.model.confidence.uncertaintyScale,
      cells: forward.calibration.cells,
    },
  }),
);
