import type { AnalysisResult } from "@faircarat/contracts";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import {
  formatCount,
  formatDate,
  formatPercent,
  formatStatedPercent,
} from "@faircarat/contracts/figures";
import { naturalEquivalent, type NaturalAsk, type PricingListing } from "@faircarat/pricing";
import { judgeListing } from "@faircarat/pricing/verdict";
import { HELD_OUT_TOLERANCE } from "@faircarat/pricing/natural/natural-equivalent";
import { DomainError } from "../errors";
import { caratWindowWords, naturalEquivalentFacts } from "./describe-natural-equivalent";

const dollars = (cents: number) => Math.round(cents) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A natural stone the natural listings cannot value honestly: refused, with the reason. */
function refuse(message: string): never {
  throw new DomainError("not_priceable", message);
}

/**
 * A natural (mined) stone valued from natural listings only, never the lab-grown model (decision
 * 057): the natural equivalent of its own specs, its comparables the nearest of those listings, its
 * confidence the held-out share within 10%. A shape the listings lack, or specs they are too thin
 * for, is refused with what the data hold.
 */
export function analyzeNaturalStone(
  listings: readonly PricingListing[],
  ask: NaturalAsk,
  stone: {
    listedPriceCents: number;
    retailer: string | null;
    valuationDate: string;
    sources: AnalysisResult["sources"];
  },
): AnalysisResult {
  const r = naturalEquivalent(listings, ask, stone.listedPriceCents);
  const facts = naturalEquivalentFacts(r, ask, stone.listedPriceCents, true);
  if (r.status === "no-data") refuse(facts.lines.join(" "));
  if (r.comparedAsShape) {
    const shape = shapeLabel(ask.shape).toLowerCase();
    // What the data hold instead, said of the round itself (no lab price against it here).
    const round = naturalEquivalentFacts(r, { ...ask, shape: r.comparedAsShape }, 0);
    refuse(
      [
        `We do not price a natural ${shape}: our natural listings hold none, and a shape premium would be a guess.`,
        ...(r.status === "priced" ? round.lines.slice(0, 1) : round.lines),
      ].join(" "),
    );
  }
  if (r.status === "too-thin") refuse(facts.lines.join(" "));

  const listed = stone.listedPriceCents;
  const confidence = r.heldOutWithin;
  const judged = judgeListing({
    listedPriceCents: listed,
    fairMarketValueCents: r.valueCents,
    highCents: r.highCents,
    confidence,
    usualAtRetailerCents: null,
  });
  // Against a value that may be a floor, only "below the market" stands.
  const verdict =
    r.mayBeFloor && judged.verdict !== "below-market" ? "too-little-data" : judged.verdict;
  const seller = r.retailers.join(", ");
  const window = caratWindowWords(r);
  return {
    fairMarketValue: dollars(r.valueCents),
    low: dollars(r.lowCents),
    high: dollars(r.highCents),
    expectedAtRetailer: null,
    retailer: stone.retailer,
    listedPrice: dollars(listed),
    savingsAmount: dollars(r.valueCents - listed),
    markupPercentage: round1(((listed - r.valueCents) / r.valueCents) * 100),
    isOverpriced: verdict === "overpriced",
    isEthicallySourced: false,
    confidence,
    pricePerCarat: dollars(r.valueCents / ask.carat),
    specs: {
      shape: ask.shape,
      carat: ask.carat,
      color: ask.color,
      clarity: ask.clarity,
      cut: ask.cut,
    },
    recommendations: [],
    comparableListings: r.nearest.map((l) => ({
      source: l.retailer,
      price: dollars(l.priceCents),
      specs: { shape: l.shape, carat: l.carat, color: l.color, clarity: l.clarity, cut: l.cut },
      url: l.url,
      savings: dollars(listed - l.priceCents),
      observedOn: l.observedOn,
      certificateLab: l.certificateLab,
      certificateNumber: l.certificateNumber ?? null,
    })),
    verdict,
    confidenceMeaning: `${formatPercent(confidence)} is the share of the ${formatCount(r.listings)} natural listings this value rests on that land within ${formatStatedPercent(HELD_OUT_TOLERANCE * 100)} of the value of the others when each is held out: ${seller}'s prices only, so how other retailers price these specs is not measured.`,
    rangeMeaning: `The range is where 80% of the ${formatCount(r.listings)} natural listings of these grades ${window} sit (${seller}), each moved to this weight by its price per carat.`,
    timeNote: `Natural listings of ${formatDate(r.dataDate)}; our data hold no natural price history, so the value is at that day's prices.`,
    pricedAsShape: null,
    retailerContext: null,
    alternativeRecommendations: [],
    marketTrend: null,
    basis: {
      valuationDate: stone.valuationDate,
      dataDate: r.dataDate,
      listingsDate: r.dataDate,
      indexDate: null,
      listings: listings.filter((l) => l.origin === "natural").length,
      retailers: r.retailers,
      nearbyListings: r.listings,
    },
    warnings: [
      "This is a natural (mined) diamond: it is valued from natural listings only, not from the lab-grown model.",
      ...(r.mayBeFloor
        ? [
            "The natural data may stop at a price near these grades' top, so the value may be a floor: the report does not call this price fair or high against it.",
          ]
        : []),
    ],
    naturalEquivalent: facts,
    sources: stone.sources,
  };
}
