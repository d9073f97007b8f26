import type { MarketListing } from "@faircarat/contracts";
import { normaliseCertificateLab } from "../normalise/certificate-lab";
import { normaliseClarity } from "../normalise/clarity";
import { normaliseColor } from "../normalise/color";
import { normaliseCut } from "../normalise/cut";
import { normalisePolish, normaliseSymmetry } from "../normalise/finish";
import { normaliseFluorescence } from "../normalise/fluorescence";
import {
  normaliseCertificateNumber,
  normaliseListingId,
  normaliseListingUrl,
} from "../normalise/listing-reference";
import {
  normaliseCulet,
  normaliseGrowthMethod,
  normaliseTreatment,
} from "../normalise/growth-and-treatment";
import {
  normaliseAngle,
  normaliseCarat,
  normaliseMillimetres,
  normalisePercentage,
} from "../normalise/measurement";
import { normaliseObservedOn } from "../normalise/observed-on";
import { normaliseOrigin } from "../normalise/origin";
import { firstRejection, take } from "../normalise/first-rejection";
import { type Outcome, isBlank, reject } from "../normalise/outcome";
import { physicallyConsistent } from "../normalise/physical-consistency";
import { plausibleListedPrice } from "../normalise/plausible-price";
import { normalisePriceCents } from "../normalise/price";
import { normaliseShape } from "../normalise/shape";
import { feedRowSchema } from "./feed-row";

/**
 * One CSV record -> a normalised listing, or the first reason it cannot be understood. Only the
 * stone's identity, grades and price can reject a row, and grades or measurements no lab could
 * have issued together; an odd proportion becomes null.
 */
export function normaliseFeedRow(record: unknown): Outcome<MarketListing> {
  const parsed = feedRowSchema.safeParse(record);
  if (!parsed.success) return reject("malformed_row");
  const row = parsed.data;
  if (isBlank(row.retailer)) return reject("missing_retailer");
  const retailer = row.retailer.trim();
  return firstRejection(() => {
    const certificateNumber = normaliseCertificateNumber(row.cert_number);
    const listing: MarketListing = {
      retailer,
      listingId: normaliseListingId(row.listing_id),
      url: take(normaliseListingUrl(row.url)),
      observedOn: take(normaliseObservedOn(row.scrape_date)),
      origin: take(normaliseOrigin(row.origin)),
      shape: take(normaliseShape(row.shape)),
      carat: take(normaliseCarat(row.carat)),
      color: take(normaliseColor(row.color)),
      clarity: take(normaliseClarity(row.clarity)),
      cut: take(normaliseCut(row.cut)),
      polish: take(normalisePolish(row.polish)),
      symmetry: take(normaliseSymmetry(row.symmetry)),
      fluorescence: take(normaliseFluorescence(row.fluorescence)),
      certificateLab: take(normaliseCertificateLab(row.cert_lab)),
      certificateNumber,
      depthPct: normalisePercentage(row.depth_pct),
      tablePct: normalisePercentage(row.table_pct),
      growthMethod: normaliseGrowthMethod(row.growth_method),
      treatment: normaliseTreatment(row.treatment),
      lengthMm: normaliseMillimetres(row.length_mm),
      widthMm: normaliseMillimetres(row.width_mm),
      depthMm: normaliseMillimetres(row.depth_mm),
      crownAngle: normaliseAngle(row.crown_angle),
      pavilionAngle: normaliseAngle(row.pavilion_angle),
      crownHeightPct: normalisePercentage(row.crown_height_pct),
      pavilionDepthPct: normalisePercentage(row.pavilion_depth_pct),
      girdlePct: normalisePercentage(row.girdle_pct),
      culet: normaliseCulet(row.culet),
      priceCents: take(normalisePriceCents(row.price_usd)),
    };
    take(plausibleListedPrice(listing.priceCents, listing.carat));
    return physicallyConsistent(listing);
  });
}
