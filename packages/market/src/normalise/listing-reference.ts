import { accept, isBlank, reject, type Outcome } from "./outcome";

/** The listing page, when the feed has one: an absolute http(s) URL, else the row is rejected. */
export function normaliseListingUrl(raw: string | undefined): Outcome<string | null> {
  if (isBlank(raw)) return accept(null);
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" || url.protocol === "http:"
      ? accept(url.toString())
      : reject("bad_url");
  } catch {
    return reject("bad_url");
  }
}

/**
 * Retailer ids and certificate numbers compare as written, minus spacing; numbers also ignore case
 * and dashes.
 */
export const normaliseListingId = (raw: string | undefined): string | null =>
  isBlank(raw) ? null : raw.trim();

export function normaliseCertificateNumber(raw: string | undefined): string | null {
  const compact = (raw ?? "").toUpperCase().replace(/[\s-]+/g, "");
  return compact === "" ? null : compact;
}
