import type { CutGrade } from "@faircarat/contracts";
import { optionalGrade, synonymTable } from "./outcome";

/**
 * Retailers' own top labels (James Allen's True Hearts, VRAI's Ideal+Hearts, Brian Gavin's Super
 * Ideal...) are marketing names for stones above a lab's top grade, so they count as "Ideal".
 */
const cutSynonyms = synonymTable<CutGrade>({
  Ideal: [
    "id",
    "super ideal",
    "ideal+hearts",
    "ideal hearts",
    "ideal + hearts",
    "true hearts",
    "hearts and arrows",
    "h&a",
    "h a",
    "astor ideal",
    "signature ideal",
    "8x",
  ],
  Excellent: ["ex", "exc", "excel", "ex.", "triple excellent", "3ex"],
  "Very Good": ["vg", "v good", "very good"],
  Good: ["gd", "g"],
  Fair: ["fr", "f"],
  Poor: ["pr", "p"],
});

/** Cut is optional: fancy shapes often carry no cut grade. */
export const normaliseCut = (raw: string | undefined) => optionalGrade("cut", cutSynonyms, raw);
