const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** US dollars as people read them: "$8,500", or "$8,500.50" when there are cents. */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}

/** A 0..1 confidence as a rounded percent: 0.824 -> "82%". */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** A percentage with one decimal, without its sign: -4.12 -> "4.1%". */
export function formatPercentMagnitude(percent: number): string {
  return `${Math.abs(percent).toFixed(1)}%`;
}

/** An estimate (fair value, range, savings) in whole dollars: cents would claim a precision it does not have. */
export function formatEstimate(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Nov 22, 2026". Date-only strings ("2026-11-22") are read as that calendar day, not as UTC midnight. */
export function formatDate(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    return dateFormat.format(new Date(year, month - 1, day));
  }
  return dateFormat.format(typeof value === "string" ? new Date(value) : value);
}

/** "Round", "Very Good". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1.5 ct Excellent G VS1 Round": the specs in the order jewelers say them; a missing cut is left out. */
export function describeSpecs(specs: { carat: number; cut: string | null; color: string; clarity: string; shape?: string }): string {
  return [`${specs.carat} ct`, specs.cut, specs.color, specs.clarity, specs.shape && capitalize(specs.shape)].filter(Boolean).join(" ");
}
