import { describe, expect, it } from "vitest";
import { checkCut, type FlagEffects } from "@faircarat/pricing";
import { analyzeStone, type StoneInput } from "../analyses/analyze-stone";
import { answerFromReport } from "./built-in-expert";
import { createExpertMarket } from "./expert-market";
import { indexedMarket } from "./testing/indexed-market";

const fixture = indexedMarket();
const growth = {
  group: "CVD",
  against: "HPHT",
  listings: 155,
  againstListings: 228,
  cells: 82,
  effect: -0.012,
  low: -0.045,
  high: 0.022,
  overlap: 0.98,
};
const flagEffects: FlagEffects = {
  growth,
  treatment: { ...growth, group: "may be treated", against: "as grown", overlap: null },
  observedTo: "2024-02-21",
};
const snapshot = {
  model: { ...fixture.model, flagEffects },
  index: fixture.index,
  fittedAt: new Date(),
};
const ctx = {
  pricing: { current: () => snapshot, reload: async () => null },
  today: () => "2026-11-27",
};
const base: StoneInput = {
  listingUrl: null,
  carat: 1.21,
  cut: null,
  color: "F",
  clarity: "VS1",
  shape: "oval",
  certificateNumber: null,
  listedPrice: 2500,
};

async function reportOf(input: Partial<StoneInput>) {
  const { analysis } = await analyzeStone(ctx, { ...base, ...input });
  const market = createExpertMarket(snapshot, analysis);
  return {
    analysis,
    ask: (question: string, earlier: string[] = []) =>
      answerFromReport(question, analysis, market, earlier),
  };
}

/** An IGI oval with its proportions, growth and treatment, as its report prints them. */
const igiOval = {
  certificateNumber: "LG756580087",
  growthMethod: "CVD",
  treatment: "As Grown",
  proportions: { depthPct: 64.2, tablePct: 58, lengthMm: 8.1, widthMm: 5.9 },
} satisfies Partial<StoneInput>;

describe("the built-in Diamond Expert on proportions and spread", () => {
  it("answers the issue's ratio question with the oval's preferred range, a verdict on 1.05 and this stone's own check", async () => {
    const { analysis, ask } = await reportOf(igiOval);
    const answer = ask("Is a 1.05 length to width ratio good for an oval?");
    expect(answer).not.toContain("Sorry");
    expect(answer).toContain("For an oval, buyers prefer a length to width of 1.3-1.5");
    expect(answer).toContain("1.05 is short for an oval: it will look nearly round.");
    const check = checkCut(1.21, "oval", igiOval.proportions);
    expect(analysis.cutCheck!.lengthToWidth).toBe(1.37);
    expect(answer).toContain(`its cut and spread check: **${check.score} out of 10**`);
    expect(answer).toContain("Length to width 1.37: within the preferred 1.3-1.5 for an oval.");
  });

  it("answers depth, bow-tie and spread questions with the stone's figures", async () => {
    const { analysis, ask } = await reportOf(igiOval);
    const depth = ask("Is 65% depth too deep?");
    expect(depth).toContain("The usual total depth for an oval is 58-63%.");
    expect(depth).toMatch(
      /65% is deep: a 1\.21 ct oval at 65% faces up like a 1\.14 ct of typical depth\./,
    );
    expect(depth).toContain(
      "Depth 64.2%: deep for an oval (usual 58-63%), so it faces up smaller than its weight.",
    );

    expect(ask("Will it have a bow-tie?")).toContain("Bow-tie risk: an oval at 64.2% depth");
    const spread = ask("How big does it face up?");
    expect(spread).toContain(
      `Faces up like a ${analysis.cutCheck!.faceUpCarat!.toFixed(2)} ct oval of typical depth (this one weighs 1.21 ct).`,
    );
    expect(spread).toContain("a 1 ct round at 65.8% depth faces up like a 0.93 ct");
    expect(ask("Is the table ok?")).toContain("Table 58%: within the usual 53-63% for an oval.");
  });

  it("says what to look for and where on the report when no proportions were given, as the card does", async () => {
    const { ask } = await reportOf({});
    const answer = ask("Is a 1.05 length to width ratio good for an oval?");
    expect(answer).toContain("1.05 is short for an oval");
    expect(answer).toContain(
      "look for total depth and table (percent) and the measurements (mm) under Proportions",
    );
  });

  it("reads 'too round' as a ratio question about the shape named, not about a round", async () => {
    const { ask } = await reportOf({ shape: "round", cut: "Excellent" });
    const answer = ask("Is 1.05 too round for an oval?");
    expect(answer).toContain("For an oval, buyers prefer a length to width of 1.3-1.5");
    expect(answer).toContain("1.05 is short for an oval: it will look nearly round.");
  });

  it("says which measure was not given when others were", async () => {
    const { ask } = await reportOf({ proportions: { depthPct: 61 } });
    expect(ask("What is its length to width ratio?")).toContain(
      "Its length and width were not given",
    );
  });

  it("answers a round's angles and a general proportions question with the round's bands", async () => {
    const { ask } = await reportOf({
      shape: "round",
      cut: "Excellent",
      proportions: { depthPct: 61.8, tablePct: 56, crownAngle: 36.5, pavilionAngle: 40.8 },
    });
    expect(ask("Are the crown and pavilion angles good?")).toContain(
      "Crown angle 36.5°: outside the 33.5-35.5° of top cut grades.",
    );
    expect(ask("Are the crown and pavilion angles good?")).toContain(
      "Pavilion angle 40.8°: within the 40.6-41.2° of top cut grades.",
    );
    const overall = ask("How are its proportions?");
    expect(overall).toContain(
      "a depth of 59-62.9%, a table of 53-60%, crown angle 33.5-35.5° and pavilion angle 40.6-41.2°",
    );
    expect(overall).toContain("Depth 61.8%: within the usual 59-62.9% for a round.");
  });
});

describe("the built-in Diamond Expert on growth and treatment", () => {
  it("states the stone's flags, each with its line for a buyer and the measured price effect with its n", async () => {
    const { ask } = await reportOf(igiOval);
    const answer = ask("Is it CVD or HPHT? Was it treated?");
    expect(answer).toContain("chemical vapor deposition");
    expect(answer).toContain("Grown by CVD (chemical vapor deposition)");
    expect(answer).toContain("As grown: the report found no sign of post-growth treatment.");
    expect(answer).toContain(
      "Price: CVD stones were listed -1.2% against HPHT ones (95% interval -4.5% to +2.2%), from 155 against 228 listings",
    );
    expect(answer).toContain("listings to Feb 21, 2024");
    expect(answer).not.toMatch(/\d{4}-\d{2}/);
  });

  it("answers the general fact, then that this stone's report did not state them, with the market's measurement", async () => {
    const { ask } = await reportOf({});
    const answer = ask("Are lab diamonds treated after growth?");
    expect(answer).toContain("**HPHT** (high pressure, high temperature)");
    expect(answer).toContain("does not state how the stone was grown or whether it was treated");
    expect(answer).toContain("Price: CVD stones were listed -1.2% against HPHT ones");
  });

  it("says which flag the report left out", async () => {
    const { ask } = await reportOf({ certificateNumber: "LG756580087", growthMethod: "HPHT" });
    const answer = ask("Is it HPHT?");
    expect(answer).toContain("Grown by HPHT");
    expect(answer).toContain("does not say whether it was treated after growth");
  });
});

describe("the built-in Diamond Expert on grading labs", () => {
  it("answers GIA or IGI with GIA's Premium/Standard since Oct 1, 2025, IGI's full grades, and this stone's report check", async () => {
    const { ask } = await reportOf(igiOval);
    const answer = ask("GIA or IGI, which is better for lab-grown?");
    expect(answer).toContain("since Oct 1, 2025");
    expect(answer).toContain(
      "**GIA Premium**: color D, clarity VVS or better (FL-VVS2); polish and symmetry Excellent; cut Excellent on rounds.",
    );
    expect(answer).toContain(
      "**GIA Standard**: color E-J and clarity VS, or a mix of Premium and Standard criteria (D-J and FL-VS2 in all)",
    );
    expect(answer).toContain("Below Standard, GIA gives no assessment.");
    expect(answer).toContain("IGI keeps full 4C grades");
    expect(answer).toContain("It is graded **F VS1**");
    expect(answer).toContain(
      'IGI report LG756580087 (IGI\'s "LG" numbers are its laboratory-grown reports)',
    );
    expect(answer).toMatch(/The lab's own check for this report: https:\/\/\S*LG756580087/);
  });

  it("explains a GIA Premium stone's tier with the grades it covers and the market's mix", async () => {
    const { analysis, ask } = await reportOf({
      shape: "round",
      cut: "Excellent",
      carat: 1.5,
      color: null,
      clarity: null,
      assessment: "Premium",
    });
    const answer = ask("What does Premium mean?");
    expect(answer).toContain("It is graded GIA **Premium**.");
    expect(answer).toContain(analysis.assessment!.note);
    expect(answer).toContain(
      "No report number given: with it the report can be checked on GIA's own site",
    );
  });

  it("says how to make the report checkable when neither lab nor number is known", async () => {
    const { ask } = await reportOf({});
    expect(ask("How do I verify the certificate?")).toContain("No lab or report number was given");
  });

  it("points a follow-up to the guide's section", async () => {
    const { ask } = await reportOf({});
    expect(ask("tell me more", ["GIA or IGI, which is better for lab-grown?"])).toContain(
      "/diamond-guide#grading-labs",
    );
    expect(ask("tell me more", ["Is the depth ok?"])).toContain("/diamond-guide#proportions");
  });

  it("keeps the refusal for unrelated questions", async () => {
    const { ask } = await reportOf(igiOval);
    expect(ask("Write me a poem about cats")).toMatch(/^Sorry, I can only help with this diamond/);
    expect(ask("What's the weather tomorrow?")).toMatch(
      /^Sorry, I can only help with this diamond/,
    );
  });
});
