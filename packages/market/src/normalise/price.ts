import { accept, isBlank, reject, type Outcome } from "./outcome";

const decimal = /^(\d+)(?:\.(\d*))?$/;

/**
 * A USD amount (`1,234.50`, `$980`, `281.25`) as integer cents. Parsed from the text, not through
 * floating point, so 0.29 is 29 cents and not 28.999...; fractions of a cent round half up.
 */
export function normalisePriceCents(raw: string | undefined): Outcome<number> {
  if (isBlank(raw)) return reject("missing_price");
  const match = decimal.exec(
    raw
      .trim()
      .replace(/^(usd|us\$|\$)\s*/i, "")
      .replace(/,/g, ""),
  );
  if (!match) return reject("bad_price");
  const fraction = (match[2] ?? "").padEnd(3, "0");
  const cents =
    Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return cents > 0 && Number.isSafeInteger(cents) ? accept(cents) : reject("bad_price");
}
