import type { Shape } from "@faircarat/contracts";
import { requiredGrade, synonymTable } from "./outcome";

/** Retailer and lab spellings, including the two-letter codes of trade feeds (RB, OV, CU...). */
const shapeSynonyms = synonymTable<Shape>({
  round: ["rd", "rb", "br", "round brilliant", "round brilliant cut", "brilliant", "round cut"],
  oval: ["ov", "oval brilliant", "oval cut", "oval modified brilliant"],
  cushion: [
    "cu",
    "cus",
    "cb",
    "cushion brilliant",
    "cushion modified",
    "cushion modified brilliant",
    "cushion cut",
    "square cushion",
    "elongated cushion",
  ],
  princess: ["pr", "prn", "princess cut", "square modified brilliant"],
  emerald: ["em", "eme", "emerald cut", "step cut"],
  pear: ["ps", "pe", "pear shape", "pear shaped", "pear brilliant", "pear modified brilliant"],
  marquise: ["mq", "mar", "marquise cut", "marquise brilliant", "marquise modified brilliant"],
  radiant: [
    "ra",
    "rad",
    "radiant cut",
    "square radiant",
    "cut cornered rectangular modified brilliant",
  ],
  asscher: [
    "as",
    "asc",
    "sq emerald",
    "square emerald",
    "asscher cut",
    "cut cornered square step cut",
  ],
  heart: [
    "hs",
    "ht",
    "hrt",
    "heart shape",
    "heart shaped",
    "heart brilliant",
    "heart modified brilliant",
  ],
  octagon: ["oc", "oct", "octagonal", "octagon cut", "octagon step cut", "octagonal step cut"],
  trillion: [
    "tr",
    "trl",
    "trilliant",
    "trillian",
    "triangle",
    "triangular",
    "triangular brilliant",
    "trillion cut",
    "trilliant cut",
  ],
  "old-mine": ["om", "old mine", "oldmine", "old mine cut", "old miner", "old mine brilliant"],
  "old-european": [
    "oe",
    "old european",
    "oldeuropean",
    "old euro",
    "old european cut",
    "old european brilliant",
  ],
  rose: ["rc", "rose cut", "rosecut", "rose-cut"],
  baguette: ["bg", "bag", "baguette cut", "tapered baguette", "straight baguette"],
  "half-moon": ["hm", "half moon", "half moon cut", "halfmoon"],
  kite: ["kt", "kite cut", "kite shape", "kite shaped"],
  shield: ["sh", "shield cut", "shield shape", "shield shaped"],
  hexagon: ["hx", "hex", "hexagonal", "hexagon cut", "hexagon step cut"],
});

export const normaliseShape = (raw: string | undefined) =>
  requiredGrade("shape", shapeSynonyms, raw);
