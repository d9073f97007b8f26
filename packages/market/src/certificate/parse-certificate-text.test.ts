import { describe, expect, it } from "vitest";
import { verifyUrl } from "./certificate-lab";
import { parseCertificateText } from "./parse-certificate-text";
import {
  certificateText,
  giaAssessmentSample,
  giaNaturalSample,
  giaSample,
  igiSample,
} from "./testing/sample-certificates";

describe("parseCertificateText", () => {
  for (const sample of [igiSample, giaSample, giaAssessmentSample, giaNaturalSample]) {
    for (const layout of ["inline", "stacked"] as const) {
      it(`reads every field of ${sample.name} (${layout})`, () => {
        expect(parseCertificateText(certificateText(sample, layout))).toEqual(sample.expected);
      });
    }
  }

  it("reads the IGI verification keys and percent strings", () => {
    const text = [
      "REPORT NUMBER: LG612345678",
      "SHAPE AND CUT: SQUARE EMERALD",
      "CARAT WEIGHT: 2.52 Carats",
      "COLOR GRADE: D",
      "CLARITY GRADE: VVS 1",
      "Total Depth: 64%",
      "Table Size: 63%",
      "Pavilion Depth: 46.5%",
      "Girdle Thickness: Slightly thick",
      "Culet: pointed",
    ].join("\n");
    expect(parseCertificateText(text)).toMatchObject({
      reportNumber: "LG612345678",
      shape: "asscher",
      carat: 2.52,
      color: "D",
      clarity: "VVS1",
      depthPercent: 64,
      tablePercent: 63,
      girdle: "Slightly Thick",
      culet: "None",
    });
  });

  it("leaves out a girdle or culet that names no term, and a comment that mentions the girdle", () => {
    const text = [
      "GIA Report Number: 6224754662",
      "Girdle: 3.5%",
      "Culet: n/a",
      "Comments: report number inscribed on the girdle; Culet Large? see plot",
    ].join("\n");
    const read = parseCertificateText(text);
    expect(read.reportNumber).toBe("6224754662");
    expect(read).not.toHaveProperty("girdle");
    expect(read).not.toHaveProperty("culet");
  });

  it.each([
    ["OCTAGONAL STEP CUT", "octagon"],
    ["TRIANGULAR MODIFIED BRILLIANT", "trillion"],
    ["Trilliant Brilliant", "trillion"],
    ["OLD MINE BRILLIANT", "old-mine"],
    ["OLD EUROPEAN BRILLIANT", "old-european"],
    ["ROSE CUT", "rose"],
    ["TAPERED BAGUETTE", "baguette"],
    ["HALF MOON STEP CUT", "half-moon"],
    ["KITE MODIFIED BRILLIANT", "kite"],
    ["SHIELD STEP CUT", "shield"],
    ["HEXAGONAL STEP CUT", "hexagon"],
  ])("reads the shape and cutting style %s as %s", (style, shape) => {
    const text = [
      "LABORATORY GROWN DIAMOND REPORT",
      "IGI Report Number: LG612345678",
      `Shape and Cutting Style: ${style}`,
      "Carat Weight: 0.71 Carat",
    ].join("\n");
    expect(parseCertificateText(text)).toMatchObject({ shape, carat: 0.71 });
  });

  it("reads GIA's Premium/Standard only where color and clarity are not graded (reports before October 2025 keep their grades)", () => {
    const standard = [
      "GIA LABORATORY-GROWN DIAMOND QUALITY ASSESSMENT",
      "Carat Weight: 0.90 carat",
      "STANDARD",
    ].join("\n");
    expect(parseCertificateText(standard)).toMatchObject({ assessment: "Standard", origin: "lab" });
    const graded = [
      "GIA LABORATORY-GROWN DIAMOND REPORT",
      "Color Grade: E",
      "Clarity Grade: VS1",
      "Assessment Result: Standard",
    ].join("\n");
    expect(parseCertificateText(graded)).not.toHaveProperty("assessment");
  });

  it("says an IGI LG number is a lab-grown report, and leaves origin out when nothing says", () => {
    expect(parseCertificateText("IGI\nReport Number: LG612345678").origin).toBe("lab");
    expect(parseCertificateText("Carat Weight: 1.01 carat").origin).toBeUndefined();
  });

  it("leaves out what the text does not state", () => {
    expect(parseCertificateText("A holiday photo with no report on it")).toEqual({});
    expect(parseCertificateText("Color Grade: purple\nCarat Weight: n/a")).toEqual({});
  });

  it("links the lab's report-check page", () => {
    expect(verifyUrl("IGI", "LG756580087")).toBe(
      "https://www.igi.org/verify-your-report/?r=LG756580087",
    );
    expect(verifyUrl("GIA", "6224754662")).toBe(
      "https://www.gia.edu/report-check?reportno=6224754662",
    );
    expect(verifyUrl(undefined, "1")).toBeUndefined();
  });
});
