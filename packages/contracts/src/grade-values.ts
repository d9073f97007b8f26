/** Closed grade vocabularies. Feeds, forms, certificates and the engine all normalise to these. */
export const shapes = [
  "round",
  "oval",
  "cushion",
  "princess",
  "emerald",
  "pear",
  "marquise",
  "radiant",
  "asscher",
  "heart",
  "octagon",
  "trillion",
  "old-mine",
  "old-european",
  "rose",
  "baguette",
  "half-moon",
  "kite",
  "shield",
  "hexagon",
] as const;
export const colors = ["D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N"] as const;
/** Best first. */
export const clarities = [
  "FL",
  "IF",
  "VVS1",
  "VVS2",
  "VS1",
  "VS2",
  "SI1",
  "SI2",
  "SI3",
  "I1",
  "I2",
  "I3",
] as const;
/**
 * Best first; "Ideal" covers retailers' super-ideal labels (Ideal+Hearts, True Hearts, Super
 * Ideal).
 */
export const cutGrades = ["Ideal", "Excellent", "Very Good", "Good", "Fair", "Poor"] as const;
export const finishGrades = ["Excellent", "Very Good", "Good", "Fair", "Poor"] as const;
export const fluorescences = ["None", "Faint", "Medium", "Strong", "Very Strong"] as const;
export const certificateLabs = ["GIA", "IGI", "GCAL", "HRD", "AGS", "Other"] as const;
export const origins = ["lab", "natural"] as const;
export const growthMethods = ["CVD", "HPHT"] as const;
/**
 * What a lab-grown report says about post-growth treatment, from the most to the least reassuring.
 */
export const treatments = ["as grown", "may be treated", "treated"] as const;
/**
 * GIA's laboratory-grown quality assessment (reports from 1 October 2025), given instead of color
 * and clarity grades.
 */
export const gradingAssessments = ["Premium", "Standard"] as const;
