/**
 * Grading-report numbers, without zod so the web app's eager bundle can check the form with them.
 * IGI lab-grown reports read "LG" and 8-10 digits (LG756580087), GIA reports 7-10 digits
 * (2141438171); other labs use up to 20 letters and digits. People and pages write them with
 * spaces or dashes ("LG 756-580-087"), which are not part of the number.
 */
const reportNumber = /^(?:LG)?(?=[A-Z]*\d)[A-Z0-9]{5,20}$/;
// Pasted text may carry NUL or other control characters: those are refused, never stripped into a
// number.
const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/** The number as labs print it (upper case, no spaces or dashes), or null when it is not one. */
export function readCertificateNumber(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed.length > 40 || hasControlCharacter(trimmed)) return null;
  const compact = trimmed.replace(/[\s-]+/g, "").toUpperCase();
  return reportNumber.test(compact) ? compact : null;
}

export const invalidCertificateNumberMessage =
  "Please enter the certificate number as printed on the report, e.g. LG756580087.";
