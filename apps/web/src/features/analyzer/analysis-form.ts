import type { AnalysisRequest, CertificateFields } from "@faircarat/contracts";
import { readCertificateNumber } from "@faircarat/contracts/certificate-number";
import { CARAT_RANGE } from "@faircarat/contracts/limits";
import { parseListedPrice, readDecimal } from "@faircarat/contracts/numbers";
import { shapes } from "@faircarat/contracts/grade-values";
import { isStorableText } from "@faircarat/contracts/storable-text";

/** The analysis form as typed (spec section 3): every field is text. */
export interface AnalysisForm {
  listingUrl: string;
  carat: string;
  cut: string;
  color: string;
  clarity: string;
  /** A contract shape id ("old-mine") chosen from the select, or "" for not stated. */
  shape: string;
  /**
   * Polish and symmetry as the report states them: what prices a fancy shape without a cut grade.
   */
  polish: string;
  symmetry: string;
  /**
   * GIA's "Premium" or "Standard" (reports from October 2025), chosen instead of color and clarity;
   * "" for graded stones.
   */
  assessment: string;
  /** "CVD"/"HPHT" and the report's treatment words, as a certificate fills them (or chosen). */
  growthMethod: string;
  treatment: string;
  /**
   * Proportions as the report prints them: total depth and table in percent, measurements in mm.
   */
  depthPercent: string;
  tablePercent: string;
  measurements: string;
  /**
   * Girdle and culet in the report's words ("Medium to Slightly Thick", "None"): the server reads
   * GIA's terms.
   */
  girdle: string;
  culet: string;
  certificateNumber: string;
  listedPrice: string;
  /**
   * "Value as of": the day to value the stone for, yyyy-mm-dd from the date input (an appraiser's
   * or an insurer's day, the day it was bought); "" for today.
   */
  valuationDate: string;
  /** "natural" for a mined diamond, valued from natural listings only; "" for lab-grown. */
  origin: string;
}

export type AnalysisFormField = keyof AnalysisForm;

export const emptyForm: AnalysisForm = {
  listingUrl: "",
  carat: "",
  cut: "",
  color: "",
  clarity: "",
  shape: "",
  polish: "",
  symmetry: "",
  assessment: "",
  growthMethod: "",
  treatment: "",
  depthPercent: "",
  tablePercent: "",
  measurements: "",
  girdle: "",
  culet: "",
  certificateNumber: "",
  listedPrice: "",
  valuationDate: "",
  origin: "",
};

/**
 * Every field of the form: what is saved across sign-in, read from a link and checked for
 * unstorable characters.
 */
export const formFields = Object.keys(emptyForm) as readonly AnalysisFormField[];

/** The listed price after stripping $, commas and a "USD" (shared with the extension's panel). */
export { parseListedPrice };

/**
 * Carat read as a decimal number (a comma for the point, "ct" or "carat" after it); null when it is
 * not a weight above 0.
 */
export function parseCarat(text: string): number | null {
  const bare = text
    .trim()
    .replace(",", ".")
    .replace(/\s*(ct|cts|carats?)\.?$/i, "");
  const value = readDecimal(bare);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * A carat left blank is fine (a listing URL may give it); one typed must be a weight the engine
 * values.
 */
export function hasValidCarat(form: AnalysisForm): boolean {
  if (form.carat.trim() === "") return true;
  const carat = parseCarat(form.carat);
  return carat !== null && carat >= CARAT_RANGE.min && carat <= CARAT_RANGE.max;
}

/**
 * A fancy shape chosen: labs grade cut on round stones only (GIA never on fancy shapes, IGI often
 * not), so its cut is optional. A shape not stated is taken for a round, the spec's case.
 */
export const isFancyShape = (form: Pick<AnalysisForm, "shape">): boolean =>
  form.shape !== "" && form.shape !== "round";

/** A GIA Premium/Standard stone: the assessment stands for color and clarity. */
export const isAssessed = (form: Pick<AnalysisForm, "assessment">): boolean =>
  form.assessment.trim() !== "";

/**
 * The grading report's further details, asked for behind "Report details" (the form's core is the
 * 4Cs, shape and report number).
 */
export const reportDetailFields = [
  "origin",
  "assessment",
  "polish",
  "symmetry",
  "depthPercent",
  "tablePercent",
  "measurements",
  "girdle",
  "culet",
  "growthMethod",
  "treatment",
  "valuationDate",
] as const satisfies readonly AnalysisFormField[];

/** How many of the report's further details are filled in. */
export const filledReportDetails = (form: AnalysisForm): number =>
  reportDetailFields.filter((field) => form[field].trim() !== "").length;

/**
 * Whether the form asks for a cut grade: for a round (or a shape not stated) only, and not beside
 * GIA's Premium/Standard, whose report prints no cut grade (decision 059).
 */
export const needsCut = (form: Pick<AnalysisForm, "shape" | "assessment">): boolean =>
  !isFancyShape(form) && !isAssessed(form);

/**
 * The 4Cs still to type when there is no listing URL, in the form's order: cut only where
 * `needsCut`, color and clarity unless a GIA assessment stands for them.
 */
export function missingFields(form: AnalysisForm): AnalysisFormField[] {
  if (form.listingUrl.trim() !== "") return [];
  const needed: AnalysisFormField[] = [
    "carat",
    ...(needsCut(form) ? (["cut"] as const) : []),
    ...(isAssessed(form) ? [] : (["color", "clarity"] as const)),
  ];
  return needed.filter((field) => form[field].trim() === "");
}

/** Spec section 5: a listing URL, or all four of carat, cut, color and clarity as needed. */
export const hasUrlOrFourCs = (form: AnalysisForm): boolean => missingFields(form).length === 0;

/** An optional certificate number is fine blank, else it must read as a report number. */
export function hasValidCertificateNumber(form: AnalysisForm): boolean {
  return (
    form.certificateNumber.trim() === "" || readCertificateNumber(form.certificateNumber) !== null
  );
}

/** Each typed field as a sentence names it, for a refusal. */
export const fieldNames: Record<AnalysisFormField, string> = {
  listingUrl: "The listing URL",
  carat: "The carat",
  cut: "The cut",
  color: "The color",
  clarity: "The clarity",
  shape: "The shape",
  polish: "The polish",
  symmetry: "The symmetry",
  assessment: "The GIA assessment",
  growthMethod: "The growth method",
  treatment: "The treatment",
  depthPercent: "The depth",
  tablePercent: "The table",
  measurements: "The measurements",
  girdle: "The girdle",
  culet: "The culet",
  certificateNumber: "The certificate number",
  listedPrice: "The listed price",
  valuationDate: "The valuation date",
  origin: "The origin",
};

/**
 * The first field holding a character the server cannot store (a pasted NUL, half an emoji), if
 * any.
 */
export function fieldWithUnacceptedCharacter(form: AnalysisForm): AnalysisFormField | null {
  return formFields.find((field) => !isStorableText(form[field])) ?? null;
}

const isShape = (value: string): boolean => (shapes as readonly string[]).includes(value);

/**
 * "6.43 - 6.48 x 4.01 mm" (round: min - max x depth) or "9.12 x 6.55 x 4.02 mm": length and width.
 */
export function readMeasurements(text: string): { lengthMm: number; widthMm: number } | null {
  const numbers = (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(",", ".")));
  if (numbers.length < 2 || numbers.some((n) => !(n > 0 && n < 100))) return null;
  return {
    lengthMm: Math.max(numbers[0]!, numbers[1]!),
    widthMm: Math.min(numbers[0]!, numbers[1]!),
  };
}

/** The proportions typed or filled from a certificate; null when none reads as a number. */
function proportionsOf(form: AnalysisForm): AnalysisRequest["proportions"] {
  const percent = (value: string) => {
    const number = readDecimal(value.replace("%", "").trim());
    return Number.isFinite(number) && number >= 20 && number <= 100 ? number : null;
  };
  const outline = readMeasurements(form.measurements);
  const words = (value: string) => value.trim() || null;
  const proportions = {
    depthPct: percent(form.depthPercent),
    tablePct: percent(form.tablePercent),
    lengthMm: outline?.lengthMm ?? null,
    widthMm: outline?.widthMm ?? null,
    girdle: words(form.girdle),
    culet: words(form.culet),
  };
  return Object.values(proportions).some((value) => value !== null) ? proportions : null;
}

/**
 * The form's treatment choice for a report's words ("As grown: no indication of post-growth
 * treatment" -> "as grown").
 */
function treatmentChoice(words: string): string {
  if (/as[\s-]*grown|no indication/i.test(words)) return "as grown";
  return /may/i.test(words) ? "may be treated" : "treated";
}

/**
 * What a read certificate puts in the form: only fields still empty, since what the user typed
 * wins.
 */
export function formValuesFromCertificate(
  fields: CertificateFields,
  form: AnalysisForm,
): [AnalysisFormField, string][] {
  const values: Partial<Record<AnalysisFormField, string>> = {
    carat: fields.carat?.toString(),
    cut: fields.cut,
    color: fields.color,
    clarity: fields.clarity,
    shape: fields.shape && isShape(fields.shape) ? fields.shape : undefined,
    polish: fields.polish,
    symmetry: fields.symmetry,
    assessment: fields.assessment,
    growthMethod: fields.growthMethod,
    treatment: fields.treatment ? treatmentChoice(fields.treatment) : undefined,
    depthPercent: fields.depthPercent?.toString(),
    tablePercent: fields.tablePercent?.toString(),
    measurements: fields.measurements,
    girdle: fields.girdle,
    culet: fields.culet,
    certificateNumber: fields.reportNumber
      ? (readCertificateNumber(fields.reportNumber) ?? undefined)
      : undefined,
    origin: fields.origin === "natural" ? "natural" : undefined,
  };
  return (Object.entries(values) as [AnalysisFormField, string | undefined][]).filter(
    (entry): entry is [AnalysisFormField, string] => !!entry[1] && form[entry[0]].trim() === "",
  );
}

/**
 * The request body; grades go as typed (the server normalises them and says what it could not
 * read).
 */
export function toAnalysisRequest(form: AnalysisForm, listedPrice: number): AnalysisRequest {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    listingUrl: text(form.listingUrl),
    carat: parseCarat(form.carat),
    cut: text(form.cut),
    shape: text(form.shape),
    polish: text(form.polish),
    symmetry: text(form.symmetry),
    // Chosen, the assessment replaces whatever color and clarity were left in the form.
    assessment: text(form.assessment),
    growthMethod: text(form.growthMethod),
    treatment: text(form.treatment),
    proportions: proportionsOf(form),
    color: isAssessed(form) ? null : text(form.color),
    clarity: isAssessed(form) ? null : text(form.clarity),
    certificateNumber: text(form.certificateNumber),
    listedPrice,
    // Only when chosen: a request without one is valued for today.
    ...(text(form.valuationDate) ? { valuationDate: text(form.valuationDate) } : {}),
    ...(form.origin === "natural" ? { origin: "natural" as const } : {}),
    formData: { ...form },
  };
}
