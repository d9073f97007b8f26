import type { AnalysisResult } from "@faircarat/contracts";
import { formatPercent } from "@faircarat/contracts/figures";

/**
 * What the stone is, beside what it costs, as lines the PDF prints under "About this stone" (the
 * web card shows the same facts in its own layout): GIA's assessment and the grades it covers, the
 * report and its lab's own check, growth and treatment with what the data say of their price.
 */
export function stoneFactLines(analysis: AnalysisResult): string[] {
  const lines: string[] = [];
  if (analysis.assessment) {
    const listed = [...analysis.assessment.grades]
      .filter((g) => g.share >= 0.05)
      .sort((a, b) => b.share - a.share)
      .map((g) => `${g.color} ${g.clarity} ${formatPercent(g.share)}`);
    lines.push(
      analysis.assessment.note + (listed.length > 0 ? ` Grades listed: ${listed.join(", ")}.` : ""),
    );
  }
  if (analysis.cutCheck) {
    const { score, findings } = analysis.cutCheck;
    lines.push(
      ...(score === null ? findings : [`Cut and spread check: ${score} out of 10.`, ...findings]),
    );
  }
  if (analysis.stone) {
    const [report, ...rest] = analysis.stone.facts;
    // The report line carries the address itself on paper, where the web card has a link.
    if (report)
      lines.push(
        analysis.stone.verifyUrl && analysis.stone.reportNumber
          ? `${report} ${analysis.stone.verifyUrl}`
          : report,
      );
    lines.push(...rest);
  }
  return lines;
}
