import type { Origin } from "@faircarat/contracts";
import { requiredGrade, synonymTable } from "./outcome";

const originSynonyms = synonymTable<Origin>({
  lab: [
    "lab grown",
    "lab-grown",
    "labgrown",
    "lab created",
    "laboratory grown",
    "lgd",
    "lg",
    "synthetic",
    "cvd",
    "hpht",
    "man made",
  ],
  natural: ["mined", "earth mined", "earth-mined", "nat", "natural diamond"],
});

export const normaliseOrigin = (raw: string | undefined) =>
  requiredGrade("origin", originSynonyms, raw);
