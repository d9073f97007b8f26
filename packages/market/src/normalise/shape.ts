import type { Shape } from "@faircarat/contracts";
import { requiredGrade, synonymTable } from "./outcome";

/** Retailer and lab spellings, including the two-letter codes of trade feeds (RB, OV, CU...). */
const shapeSynonyms = synonymTable<Shape>({
  round: ["rd", "rb", "br", "round brilliant", "round brilliant cut", "brilliant", "round cut"],
  oval: ["ov", "oval brilliant", "oval cut", "oval modified brilliant"],
  cushion: ["cu", "cus", "cb", "cushion brilliant", "cushion modified", "cushion modified brilliant", "cushion cut", "square cushion", "elongated cushion"],
  princess: ["pr", "prn", "princess cut", "square modified brilliant"],
  emerald: ["em", "eme", "emerald cut", "step cut"],
  pear: ["ps", "pe", "pear shape", "pear shaped", "pear brilliant", "pear modified brilliant"],
  marquise: ["mq", "mar", "marquise cut", "marquise brilliant", "marquise modified brilliant"],
  radiant: ["ra", "rad", "radiant cut", "square radiant", "cut cornered rectangular modified brilliant"],
  asscher: ["as", "asc", "sq emerald", "square emerald", "asscher cut", "cut cornered square step cut"],
  heart: ["hs", "ht", "hrt", "heart shape", "heart shaped", "heart brilliant", "heart modified brilliant"],
});

export const normaliseShape = (raw: string | undefined) => requiredGrade("shape", shapeSynonyms, raw);
