import type { ApiCompareQuery, ApiComparison } from "@faircarat/contracts";
import { priceDiamond } from "@faircarat/pricing";
import { sameStoneListings } from "@faircarat/pricing/market-index";
import { currentSnapshot } from "../analyses/analyze-stone";
import type { AnalysesContext } from "../analyses/analyses-context";
import { parseSpecs, unreadableSentence } from "../analyses/parse-specs";
import { DomainError } from "../errors";

const dollars = (cents: number) => Math.round(cents) / 100;
/** Nearest listings looked at for each retailer's support: enough for a few per retailer. */
const SUPPORT_LISTINGS = 60;

/**
 * Each retailer's usual price for the specs, from the same engine as the analysis, with how many of
 * its listings sit near them and when they were seen; plus the same stone where the certificate is
 * known.
 */
export function compareRetailers(
  ctx: Pick<AnalysesContext, "pricing" | "today">,
  query: ApiCompareQuery,
): ApiComparison {
  const snapshot = currentSnapshot(ctx);
  const sameStone = sameStoneListings(snapshot.index, query.certificateNumber, null);
  const known = sameStone[0];
  const typed = parseSpecs(query);
  const specs = {
    carat: typed.specs.carat ?? known?.carat ?? null,
    color: typed.specs.color ?? known?.color ?? null,
    clarity: typed.specs.clarity ?? known?.clarity ?? null,
    cut: typed.specs.cut ?? known?.cut ?? null,
    shape: typed.specs.shape ?? known?.shape ?? null,
  };
  if (specs.carat === null || specs.color === null || specs.clarity === null) {
    const certificate = query.certificateNumber
      ? " The market data do not list that certificate."
      : "";
    throw new DomainError(
      "specs_incomplete",
      `Give carat, color and clarity, or a certificate number the market data list.${certificate}${unreadableSentence(typed.unreadable)}`,
    );
  }
  const priced = priceDiamond(
    snapshot.model,
    snapshot.index,
    {
      ...specs,
      carat: specs.carat,
      color: specs.color,
      clarity: specs.clarity,
      shape: specs.shape ?? undefined,
      valuationDate: ctx.today(),
      certificateNumber: query.certificateNumber,
    },
    { comparables: SUPPORT_LISTINGS },
  );
  return {
    specs: {
      shape: priced.specs.shape,
      carat: priced.specs.carat,
      color: priced.specs.color,
      clarity: priced.specs.clarity,
      cut: priced.specs.cut,
    },
    fairMarketValue: dollars(priced.fairMarketValueCents),
    dataDate: priced.basis.dataDate,
    valuationDate: priced.basis.valuationDate,
    retailers: priced.retailerPrices.map(({ retailer, expectedCents }) => {
      const near = priced.comparableListings
        .filter((c) => c.source === retailer)
        .map((c) => c.observedOn);
      near.sort();
      return {
        retailer,
        typicalPrice: dollars(expectedCents),
        ratioToMarket: Math.round((expectedCents / priced.fairMarketValueCents) * 100) / 100,
        support: {
          nearbyListings: near.length,
          firstObservedOn: near[0] ?? null,
          lastObservedOn: near.at(-1) ?? null,
        },
      };
    }),
    sameStone: sameStone.map((l) => ({
      retailer: l.retailer,
      price: dollars(l.priceCents),
      observedOn: l.observedOn,
      url: l.url,
      certificateLab: l.certificateLab,
      certificateNumber: l.certificateNumber ?? null,
    })),
  };
}
