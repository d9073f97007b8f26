import type {
  CertificateLab,
  Clarity,
  Color,
  CutGrade,
  FinishGrade,
  Fluorescence,
  Shape,
} from "@faircarat/contracts";
import { CARAT_RANGE, LISTED_PRICE_RANGE } from "@faircarat/contracts";
import type { ListingFacts, SpecField } from "@faircarat/market/listing/listing-facts";
import { specFields } from "@faircarat/market/listing/listing-facts";
import { certificateKey } from "@faircarat/pricing/certificate-key";
import { observationUrl, observedRetailerOf } from "./observed-retailers";

/**
 * A listing page the product read as a listing (not blocked, not failed), with the URL it asked
 * for.
 */
export interface ListingPageRead {
  /** The URL as fetched (the pasted one, with https:// added when it had no scheme). */
  requestedUrl: string;
  /** Where the fetch ended after redirects. */
  fetchedUrl: string;
  /** What the URL itself encodes. */
  fromUrl: ListingFacts;
  /** What the page states. */
  page: ListingFacts;
}

/** One observation as stored, without its day. */
export interface ListingObservation {
  host: string;
  retailer: string;
  url: string;
  shape: Shape;
  carat: number;
  color: Color;
  clarity: Clarity;
  cut: CutGrade | null;
  polish: FinishGrade | null;
  symmetry: FinishGrade | null;
  fluorescence: Fluorescence | null;
  certificateLab: CertificateLab | null;
  certificateNumber: string | null;
  certificateKey: string | null;
  priceCents: number;
}

export type NotObservedReason =
  | "host_not_allowed"
  | "not_lab_grown"
  | "conflicting_specs"
  | "incomplete_specs"
  | "no_page_price"
  | "price_out_of_range";

export type ObservationOutcome =
  { ok: true; observation: ListingObservation } | { ok: false; reason: NotObservedReason };

const refuse = (reason: NotObservedReason): ObservationOutcome => ({ ok: false, reason });

/**
 * What a read page contributes to the market, if anything: only an allow-listed retailer's page
 * (where the fetch ended too), only a lab-grown stone, only complete specs that the URL and the
 * page agree on, and only the price the page states (never one a user typed).
 */
export function observationOfRead(read: ListingPageRead): ObservationOutcome {
  const retailer = observedRetailerOf(read.requestedUrl);
  const url = retailer ? observationUrl(read.requestedUrl, retailer) : null;
  if (!retailer || !url || observedRetailerOf(read.fetchedUrl)?.domain !== retailer.domain)
    return refuse("host_not_allowed");

  const { fromUrl, page } = read;
  const origins = [fromUrl.origin, page.origin].filter((o) => o !== null);
  if (origins.length === 0 || origins.some((o) => o !== "lab")) return refuse("not_lab_grown");

  const specs: Partial<Record<SpecField, unknown>> = {};
  for (const field of specFields) {
    const stated = [fromUrl.specs[field], page.specs[field]].filter((value) => value !== undefined);
    if (stated.length === 2 && stated[0] !== stated[1]) return refuse("conflicting_specs");
    specs[field] = stated[0];
  }
  const { shape, carat, color, clarity, cut } = specs as Partial<
    Pick<ListingObservation, "shape" | "carat" | "color" | "clarity"> & { cut: CutGrade }
  >;
  if (
    !shape ||
    carat === undefined ||
    !color ||
    !clarity ||
    carat < CARAT_RANGE.min ||
    carat > CARAT_RANGE.max
  )
    return refuse("incomplete_specs");

  const priceCents = page.priceCents;
  if (priceCents === undefined) return refuse("no_page_price");
  if (
    priceCents < Math.round(LISTED_PRICE_RANGE.min * 100) ||
    priceCents > LISTED_PRICE_RANGE.max * 100
  )
    return refuse("price_out_of_range");

  const certificateNumber = fromUrl.certificateNumber ?? page.certificateNumber ?? null;
  const grading = page.grading ?? {};
  return {
    ok: true,
    observation: {
      host: retailer.domain,
      retailer: retailer.retailer,
      url,
      shape,
      carat,
      color,
      clarity,
      cut: cut ?? null,
      polish: grading.polish ?? null,
      symmetry: grading.symmetry ?? null,
      fluorescence: grading.fluorescence ?? null,
      certificateLab: grading.certificateLab ?? null,
      certificateNumber,
      certificateKey: certificateNumber ? certificateKey(certificateNumber) || null : null,
      priceCents,
    },
  };
}
