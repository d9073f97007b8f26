import type { MarketView } from "../market-curves";
import type { PricingModel } from "../model";
import { centsFromLog } from "../money";
import type { RangeScope } from "../monotone-fair-value";
import type { PricingNote } from "../notes";
import type { PriceResult, RetailerContext } from "../price-result";
import { retailerEvidence } from "../retailer-evidence";
import type { DiamondSpecs } from "../types";

/**
 * A retailer needs this much support of the same shape near the specs for its usual price to be
 * shown.
 */
const retailerContextSupport = 3;
/** ...and this much of any shape for its expected price to be given at all. */
const retailerPriceSupport = 1;

export const isCurrent = (model: PricingModel, retailer: string) =>
  model.retailers.some((r) => r.retailer === retailer && r.current);

/** Each current retailer with data near the specs: its usual price for them and what it rests on. */
export function retailerPriceLines(
  model: PricingModel,
  view: MarketView,
  priced: DiamondSpecs,
  shift: number,
): PriceResult["retailerPrices"] {
  return view.voters.flatMap((v, i) =>
    view.support[i]!.anyShape >= retailerPriceSupport && isCurrent(model, v.retailer)
      ? [
          {
            retailer: v.retailer,
            expectedCents: centsFromLog(v.logPrice + shift),
            evidence: retailerEvidence(model, v.retailer, priced),
          },
        ]
      : [],
  );
}

/** A retailer's name as people write it: "James Allen", "james allen" and "JamesAllen" are one. */
const retailerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface RetailerSide {
  retailer: string | null;
  expectedAtRetailerCents: number | null;
  retailerContext: RetailerContext | null;
  rangeScope: RangeScope;
}

/**
 * The named retailer's side of the report. Its listing is one of the market the mixture describes
 * when its data are near these specs (the tracked retailers' range); one of a retailer the data do
 * not show here may sit anywhere that retailers do (the any-retailer range).
 */
export function retailerSide(
  model: PricingModel,
  view: MarketView,
  specs: DiamondSpecs,
  requested: string | null | undefined,
  shift: number,
  fairMarketValueCents: number,
  warnings: PricingNote[],
): RetailerSide {
  const wanted = requested ? retailerKey(requested) : "";
  const at = wanted ? view.voters.findIndex((v) => retailerKey(v.retailer) === wanted) : -1;
  if (!wanted)
    return {
      retailer: null,
      expectedAtRetailerCents: null,
      retailerContext: null,
      rangeScope: "tracked-retailers",
    };
  if (at < 0 || !isCurrent(model, view.voters[at]!.retailer)) {
    warnings.push({ kind: "retailer-unknown", retailer: requested! });
    return {
      retailer: null,
      expectedAtRetailerCents: null,
      retailerContext: null,
      rangeScope: "any-retailer",
    };
  }
  const voter = view.voters[at]!;
  const support = view.support[at]!;
  const usualCents = centsFromLog(voter.logPrice + shift);
  if (support.anyShape < retailerPriceSupport) {
    warnings.push({ kind: "retailer-not-near", retailer: voter.retailer });
    return {
      retailer: voter.retailer,
      expectedAtRetailerCents: null,
      retailerContext: null,
      rangeScope: "any-retailer",
    };
  }
  const ratioToMarket = usualCents / fairMarketValueCents;
  const retailerContext: RetailerContext | null =
    support.sameShape >= retailerContextSupport
      ? {
          retailer: voter.retailer,
          usualCents,
          evidence: retailerEvidence(model, voter.retailer, specs),
          ratioToMarket: Math.round(ratioToMarket * 100) / 100,
          tier: ratioToMarket < 0.85 ? "value" : ratioToMarket > 1.15 ? "premium" : "mid-market",
        }
      : null;
  return {
    retailer: voter.retailer,
    expectedAtRetailerCents: usualCents,
    retailerContext,
    rangeScope: "tracked-retailers",
  };
}
