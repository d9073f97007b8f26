import type { CertificateFields } from "@faircarat/contracts";

export interface SampleCertificate {
  name: string;
  /** Printed as label/value rows, in the lab's order (references: shared/data/certificates). */
  title: string;
  rows: [label: string, value: string][];
  comments: string;
  expected: CertificateFields;
}

/** IGI's Laboratory Grown Diamond Report layout, with the field order of its PDF's first column. */
export const igiSample: SampleCertificate = {
  name: "igi-LG756580087.pdf",
  title: "IGI LABORATORY GROWN DIAMOND REPORT",
  rows: [
    ["IGI Report Number", "LG756580087"],
    ["Description", "LABORATORY GROWN DIAMOND"],
    ["Shape and Cutting Style", "ROUND BRILLIANT"],
    ["Measurements", "6.43 - 6.48 X 4.01 MM"],
    ["Carat Weight", "1.02 CARATS"],
    ["Color Grade", "F"],
    ["Clarity Grade", "VS1"],
    ["Cut Grade", "IDEAL"],
    ["Polish", "EXCELLENT"],
    ["Symmetry", "VERY GOOD"],
    ["Fluorescence", "NONE"],
    ["Table Size", "57%"],
    ["Total Depth", "62.1%"],
    ["Girdle", "MEDIUM TO SLIGHTLY THICK (FACETED)"],
    ["Culet", "POINTED"],
    ["Inscription(s)", "IGI LG756580087"],
  ],
  comments:
    "This Laboratory Grown Diamond was created by Chemical Vapor Deposition (CVD) growth process. Indications of post-growth treatment. Type IIa",
  expected: {
    lab: "IGI",
    reportNumber: "LG756580087",
    shape: "round",
    carat: 1.02,
    color: "F",
    clarity: "VS1",
    cut: "Ideal",
    polish: "Excellent",
    symmetry: "Very Good",
    fluorescence: "None",
    measurements: "6.43 - 6.48 x 4.01 mm",
    tablePercent: 57,
    depthPercent: 62.1,
    girdle: "Medium to Slightly Thick",
    culet: "None",
    growthMethod: "CVD",
    treatment: "Indications of post-growth treatment",
    origin: "lab",
  },
};

/** GIA's lab-grown report fields (GIA Report Results API names), printed with dot leaders. */
export const giaSample: SampleCertificate = {
  name: "gia-6224754662.pdf",
  title: "GIA LABORATORY-GROWN DIAMOND REPORT",
  rows: [
    ["GIA Report Number", "6224754662"],
    ["Shape and Cutting Style", "Oval Brilliant"],
    ["Measurements", "9.12 x 6.55 x 4.02 mm"],
    ["Carat Weight", "1.51 carat"],
    ["Color Grade", "H"],
    ["Clarity Grade", "VVS2"],
    ["Polish", "Excellent"],
    ["Symmetry", "Excellent"],
    ["Fluorescence", "Faint"],
    ["Depth", "61.4%"],
    ["Table", "58%"],
    ["Girdle", "Slightly Thick to Thick, Faceted"],
    ["Culet", "Very Small"],
  ],
  comments:
    "As Grown - No indication of post-growth treatment. This laboratory-grown diamond was created by High Pressure High Temperature (HPHT) growth process.",
  expected: {
    lab: "GIA",
    reportNumber: "6224754662",
    shape: "oval",
    carat: 1.51,
    color: "H",
    clarity: "VVS2",
    polish: "Excellent",
    symmetry: "Excellent",
    fluorescence: "Faint",
    measurements: "9.12 x 6.55 x 4.02 mm",
    tablePercent: 58,
    depthPercent: 61.4,
    girdle: "Slightly Thick to Thick",
    culet: "Very Small",
    growthMethod: "HPHT",
    treatment: "As grown: no indication of post-growth treatment",
    origin: "lab",
  },
};

/**
 * GIA's Laboratory-Grown Diamond Quality Assessment (from October 2025), built by us from the
 * fields of its Report Results schema (`LabGrownQualityAssessmentResults`: assessment_result,
 * carat_weight, measurements, shape_and_cutting_style, inscriptions); no real report text was
 * available.
 */
export const giaAssessmentSample: SampleCertificate = {
  name: "gia-quality-assessment-6252904118.pdf",
  title: "GIA LABORATORY-GROWN DIAMOND QUALITY ASSESSMENT",
  rows: [
    ["GIA Report Number", "6252904118"],
    ["Shape and Cutting Style", "Round Brilliant"],
    ["Measurements", "7.41 - 7.45 x 4.57 mm"],
    ["Carat Weight", "1.52 carat"],
    ["Assessment Result", "Premium"],
    ["Inscription(s)", "GIA 6252904118 LABORATORY-GROWN"],
  ],
  comments:
    "This is a laboratory-grown diamond produced by Chemical Vapor Deposition (CVD) growth process.",
  expected: {
    lab: "GIA",
    reportNumber: "6252904118",
    shape: "round",
    carat: 1.52,
    measurements: "7.41 - 7.45 x 4.57 mm",
    growthMethod: "CVD",
    origin: "lab",
    assessment: "Premium",
  },
};

/**
 * A GIA natural Diamond Grading Report (sandbox report DG 2141438169's kind), uploaded by mistake.
 */
export const giaNaturalSample: SampleCertificate = {
  name: "gia-2141438169.pdf",
  title: "GIA DIAMOND GRADING REPORT",
  rows: [
    ["GIA Report Number", "2141438169"],
    ["Shape and Cutting Style", "Round Brilliant"],
    ["Measurements", "5.11 - 5.14 x 3.17 mm"],
    ["Carat Weight", "0.51 carat"],
    ["Color Grade", "G"],
    ["Clarity Grade", "VS1"],
    ["Cut Grade", "Excellent"],
  ],
  comments: "Clouds are not shown.",
  expected: {
    lab: "GIA",
    reportNumber: "2141438169",
    shape: "round",
    carat: 0.51,
    color: "G",
    clarity: "VS1",
    cut: "Excellent",
    measurements: "5.11 - 5.14 x 3.17 mm",
    origin: "natural",
  },
};

/**
 * The certificate as plain text lines, label and value on one line with dot leaders (GIA) or
 * stacked (IGI).
 */
export function certificateText(sample: SampleCertificate, layout: "inline" | "stacked"): string {
  const rows = sample.rows.flatMap(([label, value]) =>
    layout === "inline" ? [`${label} .......... ${value}`] : [label, value],
  );
  return [sample.title, ...rows, "Comments:", sample.comments].join("\n");
}
