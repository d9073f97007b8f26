import type { AnalysisResult, Shape } from "@faircarat/contracts";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { formatCarat, formatCount, formatShare } from "@faircarat/contracts/figures";
import { caratOfArea, typicalArea } from "@faircarat/pricing";
import type { ExpertMarket } from "../expert-market";
import { parseSpecChanges } from "../intents/what-if-changes";
import { marketLoading } from "../compose/compose-timing";

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const shapeWord = (shape: string) => shapeLabel(shape).toLowerCase();

/**
 * This stone's face-up area against a round's, from the market's face-up lines (listings with
 * measurements): the stone's own outline where its measurements gave a face-up weight, else a
 * typical stone of its shape and weight. `roundCarat` is the round asked about (its own weight
 * when the question names none). Null while no market data is loaded.
 */
export function readFaceUpSize(a: AnalysisResult, market: ExpertMarket, roundCarat?: number) {
  const quote = market.quote();
  if (!quote) return null;
  const sizes = quote.model.faceUpSizes;
  const shape = a.specs.shape as Shape;
  const compared = roundCarat ?? a.specs.carat;
  const own = a.cutCheck?.faceUpCarat ?? null;
  const stoneArea = typicalArea(sizes, shape, own ?? a.specs.carat);
  const roundArea = typicalArea(sizes, "round", compared);
  const likeRound = stoneArea === null ? null : caratOfArea(sizes, "round", stoneArea);
  return {
    shape,
    carat: a.specs.carat,
    /** From the stone's own measurements (its face-up weight), or a typical stone of its weight. */
    ownFaceUpCarat: own,
    stoneAreaMm2: stoneArea === null ? null : round1(stoneArea),
    stoneListings: sizes?.byShape[shape]?.listings ?? 0,
    roundCarat: compared,
    roundAreaMm2: roundArea === null ? null : round1(roundArea),
    roundListings: sizes?.byShape.round?.listings ?? 0,
    /** Stone area over round area, minus one (0.08 = 8% larger face-up). */
    largerBy: stoneArea !== null && roundArea !== null ? stoneArea / roundArea - 1 : null,
    /** The round weight with the stone's face-up area. */
    facesUpLikeRoundOf: likeRound === null ? null : round2(likeRound),
  };
}

/**
 * "Will it look bigger than a 1.5 ct round?": face-up area against a round's, from the market's
 * measurements.
 */
export function composeFaceUpSize(question: string, a: AnalysisResult, market: ExpertMarket) {
  const asked = parseSpecChanges(question).carat;
  const d = readFaceUpSize(a, market, asked);
  if (!d) return marketLoading;
  const stone = `${formatCarat(d.carat)} ${shapeWord(d.shape)}`;
  const round = `${formatCarat(d.roundCarat)} round`;
  if (d.stoneAreaMm2 === null || d.roundAreaMm2 === null || d.largerBy === null) {
    const missing = d.stoneAreaMm2 === null ? `${shapeWord(d.shape)}s` : "rounds";
    return `Our listings hold too few ${missing} with measurements to say how large a ${d.shape === "round" ? round : stone} faces up, and I won't guess. Ask the seller for the length and width in mm: the area you see from above is length times width.`;
  }
  const how =
    Math.abs(d.largerBy) < 0.02
      ? "about the same size face-up as"
      : d.largerBy > 0
        ? `about **${formatShare(d.largerBy)} larger** face-up than`
        : `about **${formatShare(-d.largerBy)} smaller** face-up than`;
  const source =
    d.ownFaceUpCarat !== null
      ? `its own proportions make it face up like a ${d.ownFaceUpCarat.toFixed(2)} ct ${shapeWord(d.shape)}, about ${d.stoneAreaMm2} mm² from above`
      : `a typical ${stone} in our listings covers ${d.stoneAreaMm2} mm² from above (length x width, from ${formatCount(d.stoneListings)} listed ${shapeWord(d.shape)}s with measurements)`;
  const lines = [
    `Your ${stone} will look ${how} a ${round}: ${source}; a typical ${round} covers ${d.roundAreaMm2} mm² (from ${formatCount(d.roundListings)} listed rounds).`,
  ];
  if (d.facesUpLikeRoundOf !== null)
    lines.push(`By area it faces up like a ${d.facesUpLikeRoundOf} ct round.`);
  lines.push(
    d.ownFaceUpCarat !== null
      ? "Elongated shapes spread their weight over a longer outline, so they tend to look larger than a round of the same weight; a deep stone gives some of that back."
      : "That is for a typical stone of the shape: this one's own length and width decide. Give them on the form (or ask the seller) and I can compare this stone itself.",
  );
  return lines.join("\n\n");
}
