import { formatPercentMagnitude } from "@/lib/format";

interface VerdictInput {
  isOverpriced: boolean;
  markupPercentage: number;
}

/** The banner's headline: 'Overpriced by 23.4%', 'Fair price: 4.1% below market'. */
export function verdictHeadline({ isOverpriced, markupPercentage }: VerdictInput): string {
  const percent = formatPercentMagnitude(markupPercentage);
  if (isOverpriced) return `Overpriced by ${percent}`;
  if (markupPercentage === 0) return "Fair price: at market value";
  return `Fair price: ${percent} ${markupPercentage < 0 ? "below" : "above"} market`;
}

/**
 * 'You Could Save' or 'Premium Paid' (see docs/decisions/009-analyzer.md). savingsAmount is fair
 * market value minus the listed price: at or below market the buyer saves that much against the
 * market; above it they pay that much over it.
 */
export function savingsLine(savingsAmount: number): { label: "You Could Save" | "Premium Paid"; amount: number } {
  return savingsAmount >= 0 ? { label: "You Could Save", amount: savingsAmount } : { label: "Premium Paid", amount: -savingsAmount };
}
