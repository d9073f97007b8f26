import type { AnalysisResult, Verdict } from "@faircarat/contracts";
import { resolveVerdict } from "@faircarat/contracts/verdict-texts";

export {
  resolveVerdict,
  savingsLine,
  verdictExplanation,
  verdictHeadline,
  verdictLabel,
} from "@faircarat/contracts/verdict-texts";

/** How the banner and badges color a verdict: too little data is neither good nor bad news. */
export type VerdictTone = "danger" | "warning" | "savings" | "neutral";

const toneByVerdict: Record<Verdict, VerdictTone> = {
  overpriced: "danger",
  "above-market": "warning",
  "too-little-data": "neutral",
  fair: "savings",
  "below-market": "savings",
};

export function verdictTone(input: Pick<AnalysisResult, "isOverpriced" | "verdict">): VerdictTone {
  return toneByVerdict[resolveVerdict(input)];
}
