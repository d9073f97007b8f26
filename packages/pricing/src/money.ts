export function centsFromLog(logPrice: number): number {
  return Math.round(Math.exp(logPrice));
}
