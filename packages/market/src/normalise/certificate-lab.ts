import type { CertificateLab } from "@faircarat/contracts";
import { accept, isBlank, unknown, vocabularyKey, type Outcome } from "./outcome";

const labNames: Record<string, CertificateLab> = {
  gia: "GIA",
  "gemological institute of america": "GIA",
  igi: "IGI",
  "international gemological institute": "IGI",
  gcal: "GCAL",
  hrd: "HRD",
  "hrd antwerp": "HRD",
  ags: "AGS",
  agsl: "AGS",
  "american gem society": "AGS",
  // Independent labs outside the closed list: a real certificate, priced as "Other".
  egl: "Other",
  "egl usa": "Other",
  "egl international": "Other",
  gsi: "Other",
  igl: "Other",
  gcs: "Other",
};

/**
 * A retailer's own grading (VRAI's feed says `VRAI/Diamond Foundry (no IGI/GIA in feed)`) or an
 * explicit "no certificate" is not a lab's report: null, like an empty cell, never "Other".
 */
const noLabReport =
  /\bno (igi|gia|cert|certificate|lab)\b|\bin house\b|\bown grading\b|\buncertified\b|\bnone\b|\bnot certified\b/;

export function normaliseCertificateLab(raw: string | undefined): Outcome<CertificateLab | null> {
  if (isBlank(raw)) return accept(null);
  const key = vocabularyKey(raw);
  const lab =
    labNames[key] ?? labNames[key.replace(/\s*(lab grown|lg|laboratory|report|lab)$/, "")];
  if (lab) return accept(lab);
  return noLabReport.test(key) ? accept(null) : unknown("certificate_lab", raw);
}
