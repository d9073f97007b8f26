import type {
  CertificateLab,
  Clarity,
  Color,
  CutGrade,
  FinishGrade,
  Fluorescence,
  Origin,
  Shape,
} from "./grades";

/**
 * One market listing; the same field names as the contracts' `MarketListing`, so those fit as is.
 */
export interface PricingListing {
  retailer: string;
  url: string | null;
  /** ISO yyyy-mm-dd. */
  observedOn: string;
  origin: Origin;
  shape: Shape;
  carat: number;
  color: Color;
  clarity: Clarity;
  cut: CutGrade | null;
  polish: FinishGrade | null;
  symmetry: FinishGrade | null;
  fluorescence: Fluorescence | null;
  certificateLab: CertificateLab | null;
  /** The grading report's number, when the feed states it (the same stone at several retailers). */
  certificateNumber?: string | null;
  /** Report flags only some feeds state (the 2024 feed): measured for the report, not priced. */
  growthMethod?: "CVD" | "HPHT" | null;
  treatment?: "as grown" | "may be treated" | "treated" | null;
  /**
   * Total depth and table in percent, where the feed states them (James Allen, the 2024 feed):
   * measured and used to rank comparables, not priced.
   */
  depthPct?: number | null;
  tablePct?: number | null;
  /**
   * The outline in millimetres, where the feed states it (the 2024 feed): the typical face-up size
   * per weight and shape.
   */
  lengthMm?: number | null;
  widthMm?: number | null;
  priceCents: number;
}

/** The stone's grading as the model sees it, every grade known (see `withTypicalGrades`). */
export interface DiamondSpecs {
  shape: Shape;
  carat: number;
  color: Color;
  clarity: Clarity;
  cut: CutGrade;
  polish: FinishGrade;
  symmetry: FinishGrade;
  fluorescence: Fluorescence;
  certificateLab: CertificateLab;
}

/** What a buyer asks about. */
export interface PriceRequest {
  carat: number;
  cut: CutGrade | null;
  color: Color;
  clarity: Clarity;
  shape?: Shape;
  origin?: Origin;
  certificateLab?: CertificateLab | null;
  polish?: FinishGrade | null;
  symmetry?: FinishGrade | null;
  fluorescence?: Fluorescence | null;
  retailer?: string | null;
  listedPriceCents?: number | null;
  /** ISO yyyy-mm-dd the value is asked for (default: the model's data date). */
  valuationDate?: string;
  certificateNumber?: string | null;
  listingUrl?: string | null;
  /**
   * The stone's depth and table (percent), where known: comparables of similar proportions are
   * shown first.
   */
  proportions?: { depthPct?: number | null; tablePct?: number | null } | null;
}

/**
 * One cell of a published index edition (structurally the contracts' `MarketIndexCell`): one
 * retailer's median asking price for one spec cell on the day its listings were collected.
 * Unpublished cells (no price) are ignored by the engine.
 */
export interface PricingIndexCell {
  source: string;
  /** ISO yyyy-mm-dd the edition was published. */
  edition: string;
  /** ISO yyyy-mm-dd the retailer's listings were collected: the cell's observation day. */
  collectedOn: string;
  retailer: string;
  shape: Shape;
  color: Color;
  clarity: Clarity;
  cut: CutGrade | null;
  certificateLab: CertificateLab | null;
  caratFrom: number;
  caratTo: number;
  nominalCarat: number;
  medianPricePerCaratCents: number | null;
  indexPriceCents: number | null;
  listings: number;
}
