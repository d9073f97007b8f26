import type { AnalysisResult } from "./analysis";
import { shapeLabel } from "./diamond-titles";

/*
 * "Diamond analyzed": each detail and where it came from, in the words of the web report and the
 * PDF alike.
 */

type Source = AnalysisResult["sources"][string];

export const sourceNames: Record<Source, string> = {
  form: "you entered",
  url: "from the listing URL",
  page: "from the listing page",
  assumed: "assumed (typical)",
};

/** The cut of a fancy shape nobody graded: labs grade cut on rounds only. */
export const UNGRADED_FANCY_CUT = "Not graded (fancy shape)";
export const NOT_STATED = "Not stated";

export interface SpecRow {
  label: string;
  value: string;
  /** "you entered", "from the listing page", ...; null for a value nobody could state. */
  source: string | null;
}

type SpecsInput = Pick<AnalysisResult, "specs" | "sources" | "pricedAsShape"> & {
  certificateNumber?: string | null;
};

/**
 * Shape, carat, cut, color, clarity, then polish, symmetry and the certificate where stated. A
 * shape or cut nobody gave was the engine's typical one: "assumed (typical)" (analyses stored
 * before the sources said so have no source for it).
 */
export function specRows(input: SpecsInput): SpecRow[] {
  const { specs, sources } = input;
  const ungradedCut = specs.cut === null && specs.shape !== "round";
  const row = (field: string, label: string, value: string | null | undefined): SpecRow => ({
    label,
    value: value ?? (field === "cut" && ungradedCut ? UNGRADED_FANCY_CUT : NOT_STATED),
    source:
      sources[field] !== undefined
        ? sourceNames[sources[field]]
        : value && (field === "shape" || field === "cut")
          ? sourceNames.assumed
          : null,
  });
  const pricedAs = input.pricedAsShape ? ` (priced as ${shapeLabel(input.pricedAsShape)})` : "";
  return [
    row("shape", "Shape", shapeLabel(specs.shape) + pricedAs),
    row("carat", "Carat", `${specs.carat} ct`),
    row("cut", "Cut", specs.cut),
    row("color", "Color", specs.color),
    row("clarity", "Clarity", specs.clarity),
    ...(specs.polish ? [row("polish", "Polish", specs.polish)] : []),
    ...(specs.symmetry ? [row("symmetry", "Symmetry", specs.symmetry)] : []),
    ...(input.certificateNumber
      ? [row("certificateNumber", "Certificate", input.certificateNumber)]
      : []),
  ];
}
