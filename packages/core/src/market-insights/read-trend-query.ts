import {
  clarities,
  colors,
  cutGrades,
  finishGrades,
  gradingAssessments,
  shapes,
  type ApiTrendsQuery,
  type Clarity,
  type Color,
  type CutGrade,
  type Shape,
} from "@faircarat/contracts";
import { parseSpecs, type UnreadGrade } from "../analyses/parse-specs";

/** The series' filter in the market data's own grades. */
export interface TrendFilter {
  shape: Shape;
  caratMin: number;
  caratMax: number;
  color: Color | null;
  clarity: Clarity | null;
  cut: CutGrade | null;
}

const grades: Record<UnreadGrade["field"], readonly string[]> = {
  shape: shapes,
  color: colors,
  clarity: clarities,
  cut: cutGrades,
  polish: finishGrades,
  symmetry: finishGrades,
  assessment: gradingAssessments,
};

/**
 * Reads the query's grades as an analysis reads its specs (parseSpecs: "g", "vs 1", "very good",
 * "RB"), so a caller can ask for the trend of what it just had analysed. A filter on a grade
 * nobody can read would answer an empty series, so it is refused, naming the grades it can be.
 */
export function readTrendQuery(
  query: ApiTrendsQuery,
): { ok: true; filter: TrendFilter } | { ok: false; message: string } {
  const { specs, unreadable } = parseSpecs(query);
  const { shape, color, clarity, cut } = specs;
  if (unreadable.length > 0 || shape === null) {
    // A blank shape reads as none given, but a series is always of one shape.
    const { field, value } = unreadable[0] ?? { field: "shape", value: query.shape };
    return {
      ok: false,
      message: `${field} must be one of ${grades[field].join(", ")}; "${value}" is not one we can read.`,
    };
  }
  return {
    ok: true,
    filter: { shape, caratMin: query.caratMin, caratMax: query.caratMax, color, clarity, cut },
  };
}
