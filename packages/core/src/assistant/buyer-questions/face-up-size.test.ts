import { describe, expect, it } from "vitest";
import { formatShare } from "@faircarat/contracts/figures";
import {
  caratOfArea,
  fitFaceUpSizes,
  typicalArea,
  type PricingListing,
  type Shape,
} from "@faircarat/pricing";
import { answerFromReport } from "../built-in-expert";
import { createExpertMarket } from "../expert-market";
import { buyerReport } from "../testing/buyer-report";
import { ovalRequest } from "../testing/indexed-market";

/** Listed stones with outlines: an oval of a weight covers 8% more than a round (test data). */
function measured(shape: Shape, areaAt1ct: number): PricingListing[] {
  return Array.from({ length: 40 }, (_, i) => {
    const carat = 0.8 + i * 0.03;
    const area = areaAt1ct * carat ** (2 / 3) * (1 + ((i % 5) - 2) / 100);
    const ratio = shape === "round" ? 1 : 1.4;
    return {
      retailer: "Value",
      url: null,
      observedOn: "2026-04-01",
      origin: "lab",
      shape,
      carat,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
      polish: "Excellent",
      symmetry: "Excellent",
      fluorescence: "None",
      certificateLab: "IGI",
      lengthMm: Math.sqrt(area * ratio),
      widthMm: Math.sqrt(area / ratio),
      priceCents: 100_000,
    };
  });
}

const sizes = fitFaceUpSizes([...measured("round", 41.6), ...measured("oval", 44.9)]);
const report = buyerReport();
const market = createExpertMarket(
  { model: { ...report.model, faceUpSizes: sizes }, index: report.index, fittedAt: new Date() },
  report.analysis,
);
const ask = (question: string, analysis = report.analysis) =>
  answerFromReport(question, analysis, market);

describe("will it look bigger than a round? (face-up size)", () => {
  it("compares a typical oval of this weight with a round of the same weight, from the market's face-up lines", () => {
    const answer = ask("Will it look bigger than a round of the same weight?");
    const oval = typicalArea(sizes, "oval", 1.52)!;
    const round = typicalArea(sizes, "round", 1.52)!;
    expect(answer).toContain(
      `Your 1.52 ct oval will look about **${formatShare(oval / round - 1)} larger** face-up than a 1.52 ct round`,
    );
    expect(answer).toContain(`covers ${Math.round(oval * 10) / 10} mm² from above`);
    expect(answer).toContain(`a typical 1.52 ct round covers ${Math.round(round * 10) / 10} mm²`);
    expect(answer).toContain("from 40 listed ovals with measurements");
    expect(answer).toContain(
      `faces up like a ${Math.round(caratOfArea(sizes, "round", oval)! * 100) / 100} ct round`,
    );
  });

  it("compares with the round the question names", () => {
    const answer = ask("Will this look bigger than a 1.5 ct round?");
    const round = typicalArea(sizes, "round", 1.5)!;
    expect(answer).toContain(`than a 1.5 ct round`);
    expect(answer).toContain(`a typical 1.5 ct round covers ${Math.round(round * 10) / 10} mm²`);
  });

  it("uses the stone's own proportions where its report gave them", () => {
    const own = {
      ...report.analysis,
      cutCheck: { score: 7, findings: [], faceUpCarat: 1.41, lengthToWidth: 1.4 },
    };
    const answer = ask("Will it look bigger than a round?", own);
    expect(answer).toContain("its own proportions make it face up like a 1.41 ct oval");
    const area = typicalArea(sizes, "oval", 1.41)!;
    expect(answer).toContain(`about ${Math.round(area * 10) / 10} mm² from above`);
  });

  it("says it cannot tell, without guessing, when the market has no outlines for the shape", () => {
    const answer = buyerReport({ ...ovalRequest }).ask("Will it look bigger than a round?");
    expect(answer).toContain("too few ovals with measurements");
    expect(answer).toContain("I won't guess");
  });
});
