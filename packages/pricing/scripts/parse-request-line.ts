import { CARAT_RANGE } from "@faircarat/contracts/limits";
import { isListedPriceCents, isPriceableCarat } from "../src/resolve-specs";
import { normaliseCertificateLab } from "@faircarat/market/normalise/certificate-lab";
import { normaliseClarity } from "@faircarat/market/normalise/clarity";
import { normaliseColor } from "@faircarat/market/normalise/color";
import { normaliseCut } from "@faircarat/market/normalise/cut";
import { normalisePolish, normaliseSymmetry } from "@faircarat/market/normalise/finish";
import { normaliseFluorescence } from "@faircarat/market/normalise/fluorescence";
import type { Outcome } from "@faircarat/market/normalise/outcome";
import { normaliseShape } from "@faircarat/market/normalise/shape";
import {
  certificateLabs,
  clarities,
  colors,
  cutGrades,
  finishGrades,
  fluorescences,
  shapes,
} from "../src/grades";
import type { PriceRequest } from "../src/types";
import type { AssessmentTier } from "../src/assessment-tier";
import { readAssessment } from "@faircarat/market/normalise/assessment";

/** Retailers of the market data by their sites, so a listing URL names its retailer. */
const retailerHosts: [RegExp, string][] = [
  [/(^|\.)cleanorigin\./i, "Clean Origin"],
  [/(^|\.)jamesallen\./i, "James Allen"],
  [/(^|\.)vrai\./i, "VRAI"],
  [/(^|\.)brilliance\./i, "Brilliance"],
  [/(^|\.)loosegrowndiamond\./i, "Loose Grown Diamond"],
  [/(^|\.)preciouscarbon\./i, "Precious Carbon"],
  [/(^|\.)adiamor\./i, "Adiamor"],
  [/(^|\.)dreamstone\./i, "DreamStone"],
  [/(^|\.)rockher\./i, "RockHer"],
  [/(^|\.)whiteflash\./i, "Whiteflash"],
  [/(^|\.)friendlydiamonds\./i, "Friendly Diamonds"],
  [/(^|\.)brilliantearth\./i, "Brilliant Earth"],
  [/(^|\.)miadonna\./i, "MiaDonna"],
];

function retailerOfUrl(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  return retailerHosts.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

type Normaliser<T> = (raw: string | undefined) => Outcome<T>;

/**
 * A grade read as the app reads typed ones ("vs1", "very good", "EX", "Cushion Modified");
 * unreadable is the line's error.
 */
function grade<T>(
  normalise: Normaliser<T>,
  raw: unknown,
  field: string,
  accepted: readonly string[],
): T {
  const outcome = normalise(
    typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : undefined,
  );
  if (!outcome.ok) throw new Error(`${field} must be one of ${accepted.join(", ")}`);
  return outcome.value;
}

/**
 * One line of pricing:predict input: carat, cut, color, clarity; optional shape, lab, polish,
 * symmetry, fluorescence, retailer, listedPrice (USD), listingUrl, valuationDate (yyyy-mm-dd),
 * certificateNumber. Grades are read as the feed's importer reads them. A GIA quality assessment
 * ("Premium" or "Standard", as `assessment` or in place of color and clarity) stands for both.
 */
export function parseRequestLine(line: string): PriceRequest & { assessment?: AssessmentTier } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error("line is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("line must be a JSON object");
  const input = value as Record<string, unknown>;
  const carat = typeof input.carat === "string" ? Number(input.carat) : input.carat;
  if (typeof carat !== "number" || !isPriceableCarat(carat))
    throw new Error(`carat must be a number from ${CARAT_RANGE.min} to ${CARAT_RANGE.max}`);
  const listed =
    typeof input.listedPrice === "string" ? Number(input.listedPrice) : input.listedPrice;
  if (
    listed !== undefined &&
    listed !== null &&
    (typeof listed !== "number" || !isListedPriceCents(Math.round(listed * 100)))
  )
    throw new Error("listedPrice must be a number of US dollars, at least one cent");
  const url =
    typeof input.listingUrl === "string" && input.listingUrl.trim()
      ? input.listingUrl.trim()
      : null;
  const retailer =
    typeof input.retailer === "string" && input.retailer.trim()
      ? input.retailer.trim()
      : url
        ? retailerOfUrl(url)
        : null;
  const valuationDate = input.valuationDate ?? null;
  if (
    valuationDate !== null &&
    (typeof valuationDate !== "string" ||
      !/^\d{4}-\d{2}-\d{2}$/.test(valuationDate) ||
      Number.isNaN(Date.parse(valuationDate)))
  )
    throw new Error("valuationDate must be a date as yyyy-mm-dd");
  const certificate = input.certificateNumber ?? null;
  if (
    certificate !== null &&
    (typeof certificate !== "string" || !/^[A-Za-z0-9 -]{1,30}$/.test(certificate))
  )
    throw new Error("certificateNumber must be letters and digits");
  const assessment = assessmentOf(input);
  return {
    carat,
    cut: grade(normaliseCut, input.cut, "cut", cutGrades),
    // The tier's own grades are priced by priceAssessment; these are not read.
    color: assessment ? "D" : grade(normaliseColor, input.color, "color", colors),
    clarity: assessment ? "FL" : grade(normaliseClarity, input.clarity, "clarity", clarities),
    ...(assessment ? { assessment } : {}),
    shape:
      input.shape === undefined || input.shape === null || input.shape === ""
        ? "round"
        : grade(normaliseShape, input.shape, "shape", shapes),
    certificateLab: grade(normaliseCertificateLab, input.lab, "lab", certificateLabs),
    polish: grade(normalisePolish, input.polish, "polish", finishGrades),
    symmetry: grade(normaliseSymmetry, input.symmetry, "symmetry", finishGrades),
    fluorescence: grade(normaliseFluorescence, input.fluorescence, "fluorescence", fluorescences),
    retailer,
    listedPriceCents: typeof listed === "number" ? Math.round(listed * 100) : null,
    listingUrl: url,
    certificateNumber: certificate,
    ...(valuationDate === null ? {} : { valuationDate }),
  };
}

/**
 * GIA's Premium/Standard: its own field, or written where color or clarity would be (a report of
 * the new kind has neither).
 */
function assessmentOf(input: Record<string, unknown>): AssessmentTier | null {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  if (input.assessment !== undefined && input.assessment !== null && input.assessment !== "") {
    const tier = readAssessment(text(input.assessment));
    if (!tier) throw new Error("assessment must be Premium or Standard");
    return tier;
  }
  return readAssessment(text(input.color)) ?? readAssessment(text(input.clarity));
}
