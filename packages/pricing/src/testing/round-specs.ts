import type { DiamondSpecs } from "../types";

/** A common stone for tests: a 1.2 ct F VS1 round with the commonest finish grades, IGI. */
export const roundSpecs: DiamondSpecs = {
  shape: "round",
  carat: 1.2,
  color: "F",
  clarity: "VS1",
  cut: "Excellent",
  polish: "Excellent",
  symmetry: "Excellent",
  fluorescence: "None",
  certificateLab: "IGI",
};
