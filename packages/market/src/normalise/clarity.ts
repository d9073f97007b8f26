import type { Clarity } from "@faircarat/contracts";
import { requiredGrade, synonymTable } from "./outcome";

/** GIA codes plus the words and the European "piqué" (P1-P3 = I1-I3) some feeds use. */
const claritySynonyms = synonymTable<Clarity>({
  FL: ["flawless"],
  IF: ["internally flawless"],
  VVS1: ["vvs 1"],
  VVS2: ["vvs 2"],
  VS1: ["vs 1"],
  VS2: ["vs 2"],
  SI1: ["si 1"],
  SI2: ["si 2"],
  SI3: ["si 3"],
  I1: ["i 1", "p1", "pk1", "included 1"],
  I2: ["i 2", "p2", "pk2", "included 2"],
  I3: ["i 3", "p3", "pk3", "included 3"],
});

export const normaliseClarity = (raw: string | undefined) =>
  requiredGrade("clarity", claritySynonyms, raw);
