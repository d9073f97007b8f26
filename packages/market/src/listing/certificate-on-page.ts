import { readCertificateNumber } from "@faircarat/contracts/certificate-number";

const certificateLabel =
  /^(?:(?:igi|gia|hrd|gcal|ags|lab)\s+)?(?:diamond\s+)?(?:certificate|cert\.?|grading report|report)(?:\s*(?:number|no\.?|#|id))?$/i;

/**
 * "Certificate #", "IGI Report Number", "Cert. No.:" -> true; "Certificate" alone often names the
 * lab, and is read too.
 */
export function isCertificateLabel(label: string): boolean {
  return (
    label.length <= 40 &&
    certificateLabel.test(label.replace(/[:*]/g, " ").replace(/\s+/g, " ").trim())
  );
}

const labPrefix =
  /^(?:IGI|GIA|HRD|GCAL|AGS)\b[\s:#-]*(?:(?:report|certificate|cert)\b[\s:#.-]*)?(?:(?:number|no)\b[\s:#.-]*)?/i;

function numberIn(value: string): string | undefined {
  return readCertificateNumber(value.trim().replace(labPrefix, "")) ?? undefined;
}

// The lab's own report-check links name the number exactly.
const reportCheckLinks = [
  /gia\.edu\/report-check\?(?:[^"'\s<>]*&(?:amp;)?)?reportno=([A-Za-z0-9]{5,20})/i,
  /igi\.org\/verify[^"'\s<>?]*\?(?:[^"'\s<>]*&(?:amp;)?)?r=([A-Za-z0-9]{5,22})/i,
];
// In prose only a lab name directly before the number counts: "IGI LG756580087", "GIA #2141438171".
const labThenNumber =
  /\b(?:IGI|GIA)\b[\s#:-]{0,3}(?:(?:report|certificate|cert)\.?[\s#:-]{0,3})?(?:(?:number|no)\.?[\s#:-]{0,3})?(LG[\s-]?\d{6,12}|\d{7,12})\b/i;

/**
 * The grading-report number a listing page shows: a labelled value (JSON-LD property or spec
 * table), a link to the lab's report check, or "IGI LG..." in the title or description.
 */
export function certificateNumberOnPage(
  html: string,
  pairs: Iterable<readonly [string, string]>,
  texts: (string | undefined)[],
): string | undefined {
  for (const [label, value] of pairs) {
    if (!isCertificateLabel(label) || value.length > 60) continue;
    const number = numberIn(value);
    if (number) return number;
  }
  for (const link of reportCheckLinks) {
    const number = link.exec(html)?.[1];
    if (number && readCertificateNumber(number)) return readCertificateNumber(number) ?? undefined;
  }
  for (const text of texts) {
    const found = text ? labThenNumber.exec(text.slice(0, 2_000))?.[1] : undefined;
    if (found) return numberIn(found);
  }
  return undefined;
}
