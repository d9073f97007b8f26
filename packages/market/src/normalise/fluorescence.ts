import type { Fluorescence } from "@faircarat/contracts";
import { optionalGrade, synonymTable, type Outcome } from "./outcome";

/** `SLT` (slight) and `VSL` (very slight) are AGS/trade words for what GIA calls Faint. */
const fluorescenceSynonyms = synonymTable<Fluorescence>({
  None: ["nn", "non", "no", "neg", "negligible", "inert", "nil"],
  Faint: ["f", "fnt", "fa", "faint", "slt", "sl", "slight", "vsl", "vslt", "very slight"],
  Medium: ["m", "md", "med", "medium"],
  Strong: ["s", "st", "stg", "str", "sb", "strong"],
  "Very Strong": ["vs", "vst", "vstg", "vstr", "vsb", "very strong"],
});

/** A trailing color word (`Medium Blue`, `Faint Yellow`) says nothing about the strength. */
const colorWord = /\s+(blue|yellow|white|green|orange)$/i;

export function normaliseFluorescence(raw: string | undefined): Outcome<Fluorescence | null> {
  return optionalGrade("fluorescence", fluorescenceSynonyms, raw?.trim().replace(colorWord, ""));
}
