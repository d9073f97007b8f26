import type { AnalysisResult } from "./analysis";

// Imported as "@faircarat/contracts/diamond-titles": types only, so no zod in the page's first
// load.

type Specs = AnalysisResult["specs"];

/** A contract shape id as people write it: "old-mine" -> "Old Mine", "round" -> "Round". */
export function shapeLabel(shape: string): string {
  return shape
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * "1.5 ct Excellent G VS1 Round": specs in the order jewelers say them; a missing cut or shape is
 * left out.
 */
export function describeSpecs(specs: {
  carat: number;
  cut: string | null;
  color: string;
  clarity: string;
  shape?: string | null;
}): string {
  return [
    `${specs.carat} ct`,
    specs.cut,
    specs.color,
    specs.clarity,
    specs.shape && shapeLabel(specs.shape),
  ]
    .filter(Boolean)
    .join(" ");
}

const stated = (source: AnalysisResult["sources"][string] | undefined) =>
  source !== undefined && source !== "assumed";

/**
 * The one title of a report, wherever it is shown (history, CSV, PDF, tracked diamonds,
 * share page, chat, alert emails): the specs someone stated, by the form, the listing URL or its
 * page. A shape or cut nobody gave was the engine's typical one; the report's sources say
 * "assumed", and the title does not name it. (Analyses stored before sources said "assumed" simply
 * have no source for it.)
 */
export function reportTitle({
  specs,
  sources,
}: {
  specs: Specs;
  sources: AnalysisResult["sources"];
}): string {
  return describeSpecs({
    ...specs,
    cut: stated(sources.cut) ? specs.cut : null,
    shape: stated(sources.shape) ? specs.shape : null,
  });
}
