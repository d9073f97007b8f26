import type { Clarity, Color, CutGrade, Origin, Shape } from "@faircarat/contracts";
import type { ListingGrading } from "./grading-on-page";
import type { ListingProportions } from "./retailers/proportions";

export interface ListingSpecs {
  carat?: number;
  color?: Color;
  clarity?: Clarity;
  cut?: CutGrade;
  shape?: Shape;
}

export type SpecField = keyof ListingSpecs;
export const specFields: readonly SpecField[] = ["carat", "color", "clarity", "cut", "shape"];

/** What one source (the URL, or the fetched page) says about the stone. */
export interface ListingFacts {
  retailer: string | null;
  origin: Origin | null;
  specs: ListingSpecs;
  priceCents?: number;
  /** The grading-report number the page shows (see certificateNumberOnPage). */
  certificateNumber?: string;
  /** Polish, symmetry, fluorescence and grading lab, where the page states them. */
  grading?: ListingGrading;
  /**
   * Depth %, table % and the measurements, where the page shows them (the cut and spread check's
   * input).
   */
  proportions?: ListingProportions;
  notes: string[];
}

/** URL and page together, each value labelled with where it came from. */
export interface ListingExtraction {
  retailer: string | null;
  origin: Origin | null;
  specs: ListingSpecs;
  priceCents?: number;
  certificateNumber?: string;
  sources: Partial<Record<SpecField | "origin" | "price" | "certificateNumber", "url" | "page">>;
  notes: string[];
}
