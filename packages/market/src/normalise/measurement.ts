import { accept, isBlank, reject, type Outcome } from "./outcome";

const plainNumber = /^\d+(\.\d+)?$|^\.\d+$/;

/** Carat weight: required, positive, and below any stone a retailer lists (the largest lab stones are ~30 ct). */
export function normaliseCarat(raw: string | undefined): Outcome<number> {
  if (isBlank(raw)) return reject("missing_carat");
  const text = raw.trim().replace(/\s*(ct|ctw|carats?)$/i, "");
  const carat = plainNumber.test(text) ? Number(text) : Number.NaN;
  return carat > 0 && carat <= 100 ? accept(carat) : reject("bad_carat");
}

/** Depth or table percentage: optional; when present it must be a plausible percentage. */
export function normalisePercentage(kind: "depth_pct" | "table_pct", raw: string | undefined): Outcome<number | null> {
  if (isBlank(raw)) return accept(null);
  const text = raw.trim().replace(/\s*%$/, "");
  const value = plainNumber.test(text) ? Number(text) : Number.NaN;
  return value > 0 && value < 100 ? accept(value) : reject(`bad_${kind}`);
}
