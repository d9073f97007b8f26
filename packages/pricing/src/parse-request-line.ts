import { CARAT_RANGE } from "@faircarat/contracts/limits";
import { isListedPriceCents, isPriceableCarat } from "./resolve-specs";
import { certificateLabs, clarities, colors, cutGrades, shapes } from "./grades";
import type { PriceRequest } from "./types";

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

function pick<T extends string>(scale: readonly T[], raw: unknown, field: string): T {
  const wanted = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  const found = scale.find((grade) => grade.toLowerCase() === wanted);
  if (!found) throw new Error(`${field} must be one of ${scale.join(", ")}`);
  return found;
}

/**
 * One line of pricing:predict input: carat, cut, color, clarity; optional shape, lab, retailer,
 * listedPrice (USD), listingUrl, valuationDate (yyyy-mm-dd), certificateNumber.
 */
export function parseRequestLine(line: string): PriceRequest {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error("line is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("line must be a JSON object");
  const input = value as Record<string, unknown>;
  const carat = typeof input.carat === "string" ? Number(input.carat) : input.carat;
  if (typeof carat !== "number" || !isPriceableCarat(carat)) throw new Error(`carat must be a number from ${CARAT_RANGE.min} to ${CARAT_RANGE.max}`);
  const listed = typeof input.listedPrice === "string" ? Number(input.listedPrice) : input.listedPrice;
  if (listed !== undefined && listed !== null && (typeof listed !== "number" || !isListedPriceCents(Math.round(listed * 100))))
    throw new Error("listedPrice must be a number of US dollars, at least one cent");
  const url = typeof input.listingUrl === "string" && input.listingUrl.trim() ? input.listingUrl.trim() : null;
  const retailer = typeof input.retailer === "string" && input.retailer.trim() ? input.retailer.trim() : url ? retailerOfUrl(url) : null;
  const valuationDate = input.valuationDate ?? null;
  if (valuationDate !== null && (typeof valuationDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(valuationDate) || Number.isNaN(Date.parse(valuationDate))))
    throw new Error("valuationDate must be a date as yyyy-mm-dd");
  const certificate = input.certificateNumber ?? null;
  if (certificate !== null && (typeof certificate !== "string" || !/^[A-Za-z0-9 -]{1,30}$/.test(certificate))) throw new Error("certificateNumber must be letters and digits");
  return {
    carat,
    cut: input.cut === undefined || input.cut === null || input.cut === "" ? null : pick(cutGrades, input.cut, "cut"),
    color: pick(colors, input.color, "color"),
    clarity: pick(clarities, input.clarity, "clarity"),
    shape: input.shape === undefined || input.shape === null ? "round" : pick(shapes, input.shape, "shape"),
    certificateLab: input.lab === undefined || input.lab === null || input.lab === "" ? null : pick(certificateLabs, input.lab, "lab"),
    retailer,
    listedPriceCents: typeof listed === "number" ? Math.round(listed * 100) : null,
    listingUrl: url,
    certificateNumber: certificate,
    ...(valuationDate === null ? {} : { valuationDate }),
  };
}
