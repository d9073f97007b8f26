import { formatStatedPercent } from "@faircarat/contracts/figures";
import type { AnalysisResult, Shape } from "@faircarat/contracts";
import {
  aShape,
  bowTieDepth,
  bowTieShapes,
  formatBand,
  proportionsOf,
  proportionsToLookFor,
  roundAngles,
  spreadExample,
  type Band,
  formatPercentBand,
} from "@faircarat/contracts/stone-knowledge";
import { faceUpCarat } from "@faircarat/pricing";
import { proportionAspects, statedFigure, type ProportionAspect } from "../intents/stone-topics";
import { parseSpecChanges } from "../intents/what-if-changes";

const allAspects: ProportionAspect[] = ["ratio", "depth", "table", "angles", "bow-tie", "spread"];

const side = (value: number, [low, high]: Band) =>
  value < low ? "below" : value > high ? "above" : "within";

/** What the check looks for in one measure, for a shape, judging a figure the question states. */
function generalLine(
  aspect: ProportionAspect,
  shape: Shape,
  carat: number,
  question: string,
): string | null {
  const bands = proportionsOf(shape);
  switch (aspect) {
    case "ratio": {
      const stated = statedFigure(question, "ratio");
      const prefer =
        shape === "round"
          ? `A round should measure the same both ways: length to width ${formatBand(bands.ratio)}.`
          : `For ${aShape(shape)}, buyers prefer a length to width of ${formatBand(bands.ratio)} (the range FairCarat's cut and spread check uses).`;
      if (stated === undefined) return prefer;
      const where = side(stated, bands.ratio);
      const verdict =
        where === "within"
          ? `${stated.toFixed(2)} is within it, a good ratio for ${aShape(shape)}.`
          : where === "below"
            ? `${stated.toFixed(2)} is short for ${aShape(shape)}: it will look ${stated < 1.15 ? "nearly round" : "stubby"}.`
            : `${stated.toFixed(2)} is long for ${aShape(shape)}: it will look narrow.`;
      return `${prefer} ${verdict}`;
    }
    case "depth": {
      const stated = statedFigure(question, "depth");
      const usual = `The usual total depth for ${aShape(shape)} is ${formatPercentBand(bands.depth)}. Deeper, more of the weight sits below the girdle and the stone faces up smaller than its weight; shallower, it faces up large but may look glassy.`;
      if (stated === undefined) return usual;
      const where = side(stated, bands.depth);
      const spread = faceUpCarat(carat, shape, { depthPct: stated });
      const faces =
        spread === null
          ? ""
          : `: a ${carat} ct ${shape} at ${formatStatedPercent(stated)} faces up like a ${spread.toFixed(2)} ct of typical depth`;
      return `${usual} ${formatStatedPercent(stated)} is ${where === "within" ? "within it" : where === "above" ? "deep" : "shallow"}${faces}.`;
    }
    case "table": {
      const stated = statedFigure(question, "table");
      const usual = `The usual table for ${aShape(shape)} is ${formatPercentBand(bands.table)}. A larger table gives more face-up size but less fire, and light may leak; a smaller one gives more fire and a smaller look.`;
      if (stated === undefined) return usual;
      const where = side(stated, bands.table);
      return `${usual} ${formatStatedPercent(stated)} is ${where === "within" ? "within it" : where === "above" ? "large" : "small"}.`;
    }
    case "angles":
      return shape === "round"
        ? `On a round, top cut grades have a crown angle of ${formatBand(roundAngles.crown)}° and a pavilion angle of ${formatBand(roundAngles.pavilion)}°; a steep or shallow pavilion leaks light.`
        : `Crown and pavilion angles are scored for rounds only; for ${aShape(shape)} depth, table and length to width tell more.`;
    case "bow-tie":
      return bowTieShapes.includes(shape)
        ? `A bow-tie is a dark band across the middle that ovals, pears, marquises and hearts can show; it is likelier when the depth is above ${formatStatedPercent(bowTieDepth.deeperThan)} or below ${formatStatedPercent(bowTieDepth.shallowerThan)}. No report grades it: a video or the stone itself shows it.`
        : `${capitalise(aShape(shape))} does not show a bow-tie; it is a dark band that ovals, pears, marquises and hearts can show.`;
    case "spread": {
      const { carat: exampleCarat, shape: exampleShape, depthPct, facesUpLike } = spreadExample;
      return `Spread is how large a stone looks from above for its weight. At equal weight a deeper stone faces up smaller: a ${exampleCarat} ct ${exampleShape} at ${formatStatedPercent(depthPct)} depth faces up like a ${facesUpLike.toFixed(2)} ct. The check works it out from the measurements (length and width in mm) or, without them, from the depth.`;
    }
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The check's findings that answer an aspect, by the words each finding starts with. */
const findingStarts: Record<ProportionAspect, string[]> = {
  ratio: ["Length to width"],
  depth: ["Depth "],
  table: ["Table "],
  angles: ["Crown angle", "Pavilion angle"],
  "bow-tie": ["Bow-tie"],
  spread: ["Faces up"],
};

/** Where the report prints a measure that was not given. */
const notGiven: Record<ProportionAspect, string> = {
  ratio:
    "Its length and width were not given, so its ratio is not known: the report prints them under Measurements (length x width x depth, mm); length divided by width is the ratio.",
  depth: "Its depth was not given: the report prints the total depth (%) under Proportions.",
  table: "Its table was not given: the report prints it (%) under Proportions.",
  angles:
    "Its crown and pavilion angles were not given: the report's proportions diagram prints them.",
  "bow-tie":
    "No bow-tie risk is flagged from the proportions given, but only a video or the stone itself shows one.",
  spread:
    "Its face-up size cannot be worked out without the measurements or the depth: the report prints both.",
};

/**
 * "Is a 1.05 length to width ratio good for an oval?", "Is 65% depth too deep?", "How big does it
 * face up?": what the cut and spread check looks for (judging a figure the question states), then
 * what the check found on this stone, or where its report prints what was not given.
 */
export function composeProportions(question: string, a: AnalysisResult): string {
  const stoneShape = a.specs.shape as Shape;
  // "too round for an oval" describes a look; the shape asked about is the oval.
  const askedShape =
    parseSpecChanges(
      question.replace(/\b(too|nearly|almost|looks?|more|less)\s+round(er)?\b/gi, ""),
    ).shape ?? stoneShape;
  const named = proportionAspects(question);
  const aspects = named.length === 0 ? allAspects : named;
  const general =
    named.length === 0
      ? [overview(askedShape)]
      : aspects.map((aspect) => generalLine(aspect, askedShape, a.specs.carat, question));
  const lines = general.filter((line): line is string => line !== null);

  const stone = `your ${a.specs.carat} ct ${stoneShape}`;
  const check = a.cutCheck;
  if (!check || (check.score === null && check.faceUpCarat === null)) {
    lines.push(
      `For ${stone}:\n- ${proportionsToLookFor} Enter them under the form's report details (or upload the report) and the results card scores them.`,
    );
    return lines.join("\n\n");
  }
  const findings = aspects.flatMap((aspect) => {
    if (aspect === "angles" && stoneShape !== "round") return [];
    if (aspect === "ratio" && stoneShape === "round") return [];
    const found = check.findings.filter((finding) =>
      findingStarts[aspect].some((start) => finding.startsWith(start)),
    );
    return found.length > 0 ? found : named.length > 0 ? [notGiven[aspect]] : [];
  });
  const score =
    check.score === null ? "" : ` (its cut and spread check: **${check.score} out of 10**)`;
  lines.push([`For ${stone}${score}:`, ...findings.map((f) => `- ${f}`)].join("\n"));
  return lines.join("\n\n");
}

/** The whole check in one paragraph: the bands for the shape. */
function overview(shape: Shape): string {
  const bands = proportionsOf(shape);
  const angles =
    shape === "round"
      ? `, crown angle ${formatBand(roundAngles.crown)}° and pavilion angle ${formatBand(roundAngles.pavilion)}°`
      : "";
  const ratio = shape === "round" ? "" : `, length to width ${formatBand(bands.ratio)}`;
  return `Proportions decide how a stone looks more than any grade. For ${aShape(shape)} the cut and spread check looks for a depth of ${formatPercentBand(bands.depth)}, a table of ${formatPercentBand(bands.table)}${ratio}${angles}, and works out the face-up size from the measurements.`;
}
