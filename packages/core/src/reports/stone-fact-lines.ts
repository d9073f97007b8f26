import type { AnalysisResult } from "@faircarat/contracts";

/**
 * What the stone is, beside what it costs, as lines the PDF prints under "About this stone" (the web
 * card shows the same facts in its own layout): GIA's assessment and the grades it covers.
 */
export function stoneFactLines(analysis: AnalysisResult): string[] {
  const lines: string[] = [];
  if (analysis.assessment) {
    const listed = [...analysis.assessment.grades]
      .filter((g) => g.share >= 0.05)
      .sort((a, b) => b.share - a.share)
      .map((g) => `${g.color} ${g.clarity} ${Math.round(g.share * 100)}%`);
    lines.push(analysis.assessment.note + (listed.length > 0 ? ` Grades listed: ${listed.join(", ")}.` : ""));
  }
  return lines;
}
