import type { AnalysisResult } from "./analysis";
import { certificateLabel, comparableDifference, describeListingSpecs } from "./comparable-wording";
import { describeSpecs, reportTitle } from "./diamond-titles";
import { basisSources, describeEvidence } from "./evidence-texts";
import { formatCount, formatDate } from "./figures";
import { mayNoLongerBeListed, seenParts } from "./listing-age";
import { reportStory, whyFiguresDiffer } from "./report-story";
import { specRows, type SpecRow } from "./report-specs";
import { verdictHeadline } from "./verdict-texts";

/*
 * The one model of a report: what the owner's report page, the history, the share page and the PDF
 * all show, in the same words and the same numbers. Built from the stored analysis at render time,
 * so analyses stored before a wording changed read as today's. Type imports only: the report's
 * pages load no zod (decision 010).
 */

/** How many recommendations a report shows (spec section 9). */
export const RECOMMENDATIONS_SHOWN = 3;

export interface ReportSubject {
  analysis: AnalysisResult;
  listingUrl: string | null;
  certificateNumber: string | null;
}

export interface ListingRow {
  retailer: string;
  price: number;
  url: string | null;
  /** The listing's specs, a fancy shape's retailer cut label left out; null for the same stone. */
  specs: string | null;
  /** How it differs from the stone analysed; null for the same stone. */
  difference: string | null;
  /** "seen Mar 19, 2026", with "may no longer be listed" when seen 60 days before the valuation. */
  seen: string;
  stale: boolean;
  /** "IGI LG612345678". */
  certificate: string | null;
  /** Everything but the retailer and price, joined for one line. */
  details: string;
}

export interface AlternativeRow {
  specs: string;
  estimatedPrice: number;
  savings: number;
  reason: string;
}

export interface RetailerPriceRow {
  retailer: string;
  usualPrice: number;
  /** "listings of Apr 23, 2026" or "published index, July 2026, 1,506 listings"; null if unknown. */
  evidence: string | null;
  /** The listing's own retailer. */
  isListingRetailer: boolean;
}

export interface ReportModel {
  title: string;
  /** Where the stone was listed: the retailer, the listing's site, or the specs typed. */
  source: string;
  verdict: { headline: string; story: string; why: string | null };
  specs: SpecRow[];
  warnings: string[];
  recommendations: string[];
  alternatives: AlternativeRow[];
  comparables: ListingRow[];
  retailerPrices: RetailerPriceRow[];
  sameStone: ListingRow[];
  /** What the value stands on, the data's date and time note, and the engine's trend sentence. */
  basis: string[];
}

/** "VRAI", "www.shop.com" for a listing of an unknown retailer, or "Specs you entered". */
export function reportSource({
  analysis,
  listingUrl,
}: Pick<ReportSubject, "analysis" | "listingUrl">): string {
  if (analysis.retailer) return analysis.retailer;
  if (listingUrl) {
    try {
      return new URL(/^https?:\/\//i.test(listingUrl) ? listingUrl : `https://${listingUrl}`)
        .hostname;
    } catch {
      return "A listing";
    }
  }
  return "Specs you entered";
}

function listingRows(
  analysis: AnalysisResult,
  items: readonly AnalysisResult["comparableListings"][number][],
  sameStone: boolean,
): ListingRow[] {
  const { valuationDate } = analysis.basis;
  return items.map((item) => {
    const specs = sameStone ? null : describeListingSpecs(item.specs);
    const difference = sameStone ? null : comparableDifference(analysis.specs, item.specs);
    const seen = seenParts(item.observedOn, valuationDate).join(" · ");
    const certificate = certificateLabel(item);
    return {
      retailer: item.source,
      price: item.price,
      url: item.url,
      specs,
      difference,
      seen,
      stale: mayNoLongerBeListed(item.observedOn, valuationDate),
      certificate,
      details: [specs, difference, seen, certificate && `cert. ${certificate}`]
        .filter(Boolean)
        .join(" · "),
    };
  });
}

function basisLines(analysis: AnalysisResult): string[] {
  const { basis } = analysis;
  // With an index, the retailers are not all the listings' own ("of them" would count Ritani's).
  const nearby = `${formatCount(basis.nearbyListings)} of ${basis.indexDate ? "the listings" : "them"} close to these specs`;
  return [
    `Based on ${basisSources(basis)} (${basis.retailers.join(", ")}), ${nearby}.`,
    // The time note opens with the data's date; older analyses only have the date.
    analysis.timeNote ?? `Market data of ${formatDate(basis.dataDate ?? basis.valuationDate)}.`,
    ...(analysis.marketTrend ? [analysis.marketTrend] : []),
  ];
}

export function toReportModel(subject: ReportSubject): ReportModel {
  const { analysis } = subject;
  return {
    title: reportTitle(analysis),
    source: reportSource(subject),
    verdict: {
      headline: verdictHeadline(analysis),
      story: reportStory(analysis),
      why: whyFiguresDiffer(analysis),
    },
    specs: specRows({ ...analysis, certificateNumber: subject.certificateNumber }),
    warnings: analysis.warnings,
    recommendations: analysis.recommendations.slice(0, RECOMMENDATIONS_SHOWN),
    alternatives: analysis.alternativeRecommendations.map((a) => ({
      specs: describeSpecs(a.specs),
      estimatedPrice: a.estimatedPrice,
      savings: a.savings,
      reason: a.reason,
    })),
    comparables: listingRows(analysis, analysis.comparableListings, false),
    retailerPrices: (analysis.retailerPrices ?? []).map((price) => ({
      retailer: price.retailer,
      usualPrice: price.usualPrice,
      evidence: price.evidence ? describeEvidence(price.evidence) : null,
      isListingRetailer: price.retailer === analysis.retailer,
    })),
    sameStone: listingRows(analysis, analysis.sameStone ?? [], true),
    basis: basisLines(analysis),
  };
}
