import type { CertificateFields } from "@faircarat/contracts";

type Lab = NonNullable<CertificateFields["lab"]>;

const labPatterns: [Lab, RegExp][] = [
  ["IGI", /\bIGI\b|International Gemological Institute/gi],
  ["GIA", /\bGIA\b|Gemological Institute of America/gi],
  ["GCAL", /\bGCAL\b|Gem Certification (?:&|and) Assurance Lab/gi],
  ["HRD", /\bHRD\b(?: Antwerp)?/gi],
];

/**
 * The lab named most often on the report (a report names its own lab in the header, stubs and
 * inscription).
 */
export function detectLab(text: string): Lab | undefined {
  let best: { lab: Lab; count: number } | undefined;
  for (const [lab, pattern] of labPatterns) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > 0 && (!best || count > best.count)) best = { lab, count };
  }
  return best?.lab;
}

const verifyPages: Record<Lab, (reportNumber: string) => string> = {
  IGI: (n) => `https://www.igi.org/verify-your-report/?r=${encodeURIComponent(n)}`,
  GIA: (n) => `https://www.gia.edu/report-check?reportno=${encodeURIComponent(n)}`,
  GCAL: (n) =>
    `https://www.gcalusa.com/certificate-search.html?certificate_id=${encodeURIComponent(n)}`,
  HRD: (n) => `https://my.hrdantwerp.com/?record_number=${encodeURIComponent(n)}`,
};

/** The lab's own report-check page for this report. */
export function verifyUrl(
  lab: Lab | undefined,
  reportNumber: string | undefined,
): string | undefined {
  return lab && reportNumber ? verifyPages[lab](reportNumber) : undefined;
}
