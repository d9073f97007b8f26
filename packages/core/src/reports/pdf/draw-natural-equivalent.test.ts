import { describe, expect, it } from "vitest";
import { naturalEquivalent } from "@faircarat/pricing";
import { naturalListings } from "@faircarat/pricing/testing/natural-listings";
import { naturalEquivalentFacts } from "../../natural/describe-natural-equivalent";
import { readPdf } from "../testing/read-pdf";
import { sampleAnalysis, sampleSubject, sampleTrend } from "../testing/sample-report";
import { METHOD_NOTE, NATURAL_METHOD_NOTE, renderReportPdf } from "./render-report-pdf";

const flat = (text: string) => text.replace(/\s+/g, " ");
const listedCents = Math.round(sampleAnalysis.listedPrice * 100);
const withNatural = (color: "G" | "D", clarity: "VS1" | "IF", ofThisStone = false) => {
  const ask = { shape: "oval", carat: 1.52, color, clarity, cut: null } as const;
  return {
    ...sampleSubject,
    analysis: {
      ...sampleAnalysis,
      naturalEquivalent: naturalEquivalentFacts(
        naturalEquivalent(naturalListings(), ask, listedCents),
        ask,
        listedCents,
        ofThisStone,
      ),
      // A mined stone is never "ethically sourced, with no mining involved".
      isEthicallySourced: !ofThisStone,
    },
  };
};

describe("the PDF's natural equivalent block", () => {
  it("prints the natural value, its range, the lab price's part of it and the report's lines", async () => {
    const subject = withNatural("G", "VS1");
    const natural = subject.analysis.naturalEquivalent;
    const pdf = await readPdf(await renderReportPdf(subject, "a4"));
    const text = flat(pdf.text);
    expect(pdf.pages).toBeLessThanOrEqual(3);
    expect(text).toContain("Compared to natural");
    expect(text).toMatch(
      /Natural round: \$[\d,]+ \(80%: \$[\d,]+ to \$[\d,]+\) · this price \d+% of it/,
    );
    for (const line of natural.lines) expect(text).toContain(flat(line));
  });

  it("says too thin, with what the data hold, and no natural value", async () => {
    const subject = withNatural("D", "IF");
    const text = flat((await readPdf(await renderReportPdf(subject, "a4"))).text);
    expect(text).toContain("Compared to natural");
    expect(text).toContain("too thin to value a natural");
    expect(text).not.toMatch(/Natural round: \$/);
  });

  it("prints nothing of it for an analysis stored before it", async () => {
    const text = flat((await readPdf(await renderReportPdf(sampleSubject, "a4"))).text);
    expect(text).not.toContain("Compared to natural");
  });

  it("calls a natural stone's report natural, with its own method and no lab-grown trend (issue 39)", async () => {
    const subject = { ...withNatural("G", "VS1", true), trend: sampleTrend };
    const text = flat((await readPdf(await renderReportPdf(subject, "a4"))).text);
    expect(text).toContain("Natural diamond price report");
    expect(text).not.toContain("Lab-grown diamond price report");
    expect(text).not.toContain("ethically sourced");
    expect(text).toContain(flat(NATURAL_METHOD_NOTE));
    expect(text).not.toContain(flat(METHOD_NOTE));
    expect(text).not.toContain("Market trend");
  });
});
