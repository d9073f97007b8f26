import {
  culetSizes,
  formatGirdle,
  girdleTerms,
  readCulet,
  readGirdle,
  type CuletSize,
  type GirdleTerm,
} from "@faircarat/contracts/girdle-and-culet";
import { aShape, roundCuletLargest, roundGirdleBand } from "@faircarat/contracts/stone-knowledge";
import type { Shape } from "../grades";

/**
 * Girdle and culet in the cut check (decision 050). Points off rise with each step past the limits
 * of a top cut (GIA: girdle Thin to Slightly Thick, culet None to Small), so a thicker girdle or a
 * larger culet never scores higher. The girdle is scored on rounds only: a fancy shape's girdle
 * runs thicker at its points by design, so there it is said in words. The culet shows face-up on
 * every shape and is scored on all.
 */
export interface ScoredFinding {
  /** Points off the 10; null when the measure is said but not scored. */
  points: number | null;
  finding: string;
}

/**
 * Points off per step past the band: thicker (Thick, Very Thick, Extremely Thick) and thinner (Very
 * Thin, Extremely Thin).
 */
const thickerPoints = [0.5, 1.5, 3] as const;
const thinnerPoints = [0.5, 2] as const;
/** Points off per culet step past Small (Medium ... Extremely Large). */
const largerCuletPoints = [0.5, 1, 2, 3, 4] as const;

const steps = <T extends string>(terms: readonly T[], from: T, to: T) =>
  terms.indexOf(to) - terms.indexOf(from);
const pointsAt = (table: readonly number[], step: number) =>
  step <= 0 ? 0 : table[Math.min(step, table.length) - 1]!;

export function girdlePoints(thinnest: GirdleTerm, thickest: GirdleTerm): number {
  return (
    pointsAt(thickerPoints, steps(girdleTerms, roundGirdleBand.thickest, thickest)) +
    pointsAt(thinnerPoints, steps(girdleTerms, thinnest, roundGirdleBand.thinnest))
  );
}

export const culetPoints = (size: CuletSize) =>
  pointsAt(largerCuletPoints, steps(culetSizes, roundCuletLargest, size));

const band = `${roundGirdleBand.thinnest} to ${roundGirdleBand.thickest}`;

function girdleFinding(shape: Shape, thinnest: GirdleTerm, thickest: GirdleTerm): string {
  const written = formatGirdle({ thinnest, thickest });
  const thicker = steps(girdleTerms, roundGirdleBand.thickest, thickest);
  const thinner = steps(girdleTerms, thinnest, roundGirdleBand.thinnest);
  const said: string[] = [];
  if (thicker >= 2)
    said.push(
      `${shape === "round" ? "" : "thicker than a fancy shape's points need; "}weight hidden in the girdle; faces up smaller`,
    );
  else if (thicker === 1)
    said.push(
      shape === "round"
        ? "a little thicker than top cut grades allow; a little weight is hidden in the girdle"
        : "thicker in places, usual at a fancy shape's points",
    );
  if (thinner >= 2)
    said.push("the edge is thin enough to chip; a setting that covers the girdle protects it");
  else if (thinner === 1) said.push("a thin edge chips more easily; ask for careful setting");
  if (said.length === 0) return `Girdle ${written}: within the ${band} of top cut grades.`;
  return `Girdle ${written}: ${said.join("; ")}${shape === "round" ? "" : ` (not scored on ${aShape(shape)})`}.`;
}

function culetFinding(size: CuletSize): string {
  const larger = steps(culetSizes, roundCuletLargest, size);
  if (larger <= 0) return `Culet ${size}: not visible face-up.`;
  if (larger === 1)
    return `Culet ${size}: larger than top cut grades allow; seldom seen without a loupe.`;
  if (larger === 2) return `Culet ${size}: may show as a small dot face-up.`;
  return `Culet ${size}: visible as a dark dot face-up.`;
}

/**
 * The girdle's and culet's findings and points, where the report words them; a value that reads as
 * no term is left out.
 */
export function girdleAndCuletFindings(
  shape: Shape,
  p: { girdle?: string | null; culet?: string | null },
): ScoredFinding[] {
  const out: ScoredFinding[] = [];
  const girdle = readGirdle(p.girdle);
  if (girdle)
    out.push({
      points: shape === "round" ? girdlePoints(girdle.thinnest, girdle.thickest) : null,
      finding: girdleFinding(shape, girdle.thinnest, girdle.thickest),
    });
  const culet = readCulet(p.culet);
  if (culet) out.push({ points: culetPoints(culet), finding: culetFinding(culet) });
  return out;
}
