import type { PaperSize } from "@faircarat/contracts";

/** Where US Letter is the usual paper (the Americas that use it, and the Philippines). */
const letterRegions = new Set([
  "US",
  "CA",
  "MX",
  "PH",
  "CL",
  "CO",
  "VE",
  "GT",
  "CR",
  "PA",
  "DO",
  "PR",
  "SV",
  "NI",
  "BZ",
]);

/**
 * The paper asked for, else the one the reader's first language region prints on: Letter for
 * en-US, es-MX..., A4 for the rest of the world, and for a bare "en" (decision 026).
 */
export function choosePaper(
  asked: PaperSize | undefined,
  acceptLanguage: string | undefined,
): PaperSize {
  if (asked) return asked;
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim() ?? "";
  const region = first.split("-")[1]?.toUpperCase();
  return region && letterRegions.has(region) ? "letter" : "a4";
}
