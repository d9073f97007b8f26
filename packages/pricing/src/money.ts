/** "$1,234" from integer cents, for the plain-English recommendations. */
export function formatUsd(cents: number): string {
  const dollars = Math.round(Math.abs(cents) / 100);
  return `${cents < 0 ? "-" : ""}$${dollars.toLocaleString("en-US")}`;
}

export function centsFromLog(logPrice: number): number {
  return Math.round(Math.exp(logPrice));
}
