import type { AnalysisResult } from "@faircarat/contracts";
import {
  belowGiaStandard,
  giaAssessmentSince,
  giaAssessmentTiers,
  igiKeepsGrades,
} from "@faircarat/contracts/stone-knowledge";
import { formatDate } from "@faircarat/contracts/figures";

/** The labs compared, with GIA's change of 2025: the same words as the guide page's. */
export function labsCompared(): string {
  const since = formatDate(giaAssessmentSince);
  return [
    "GIA and IGI are both independent labs, and either report can be checked on the lab's own site; neither makes the stone better. What differs is what the report tells you:",
    `- **GIA** has given lab-grown diamonds no color and clarity grades since ${since}: its Laboratory-Grown Diamond Quality Assessment says Premium or Standard instead. GIA reports dated before then keep their color and clarity grades.`,
    ...giaAssessmentTiers.map(
      (t) =>
        `- **GIA ${t.tier}**: ${t.grades}; ${t.finish}.${t.tier === "Standard" ? ` ${belowGiaStandard}` : ""}`,
    ),
    `- **IGI**: ${igiKeepsGrades}`,
    "So an IGI report (or a GIA report from before then) pins the grades down, while a GIA tier covers a range of them; FairCarat prices a tier as the spread of the grades it admits, weighted by what the market lists in it.",
  ].join("\n");
}

/**
 * What this stone's report is: its tier and the grades it covers, or its grades; its lab, number
 * and the lab's own check.
 */
function thisStone(a: AnalysisResult): string[] {
  const lines: string[] = [];
  if (a.assessment) lines.push(`It is graded GIA **${a.assessment.result}**. ${a.assessment.note}`);
  else
    lines.push(
      `It is graded **${a.specs.color} ${a.specs.clarity}**${a.specs.cut ? `, cut ${a.specs.cut}` : ""}.`,
    );
  const stone = a.stone;
  if (stone?.facts[0] && (stone.reportNumber || stone.lab)) lines.push(stone.facts[0]);
  if (stone?.verifyUrl) lines.push(`The lab's own check for this report: ${stone.verifyUrl}`);
  if (!stone?.reportNumber && !stone?.lab)
    lines.push(
      "No lab or report number was given: enter the report number (IGI's \"LG\" numbers, GIA's ten digits) and the report links to the lab's own check, where the grades and the girdle inscription should match.",
    );
  return lines;
}

/**
 * "GIA or IGI, which is better for lab-grown?", "What does Premium mean?", "How do I verify the
 * report?": the labs compared, GIA's Premium/Standard since Oct 1, 2025, then this stone's report.
 */
export function composeLab(a: AnalysisResult): string {
  return [
    labsCompared(),
    ["Your stone:", ...thisStone(a).map((line) => `- ${line}`)].join("\n"),
  ].join("\n\n");
}
