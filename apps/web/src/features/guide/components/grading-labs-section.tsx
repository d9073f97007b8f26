import {
  belowGiaStandard,
  giaAssessmentSince,
  giaAssessmentTiers,
  igiKeepsGrades,
} from "@faircarat/contracts/stone-knowledge";
import { formatDate } from "@faircarat/contracts/figures";
import { GradeTable } from "./grade-table";

/**
 * GIA's Premium/Standard assessment and IGI's grades: the same criteria the pricing and the Diamond
 * Expert use.
 */
export function GradingLabsSection() {
  const since = formatDate(giaAssessmentSince);
  return (
    <section id="grading-labs" aria-labelledby="guide-labs-title" className="scroll-mt-20">
      <h2 id="guide-labs-title" className="text-2xl font-bold text-ink">
        GIA Premium and Standard, and IGI grades
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        Since {since}, GIA has given lab-grown diamonds no color and clarity grades: its
        Laboratory-Grown Diamond Quality Assessment says Premium or Standard instead. GIA reports
        dated before then keep their grades. {belowGiaStandard}
      </p>
      <GradeTable
        caption="GIA's lab-grown quality assessment"
        columns={["Tier", "Color and clarity", "Polish, symmetry and cut"]}
        rows={giaAssessmentTiers}
        rowKey={(row) => row.tier}
        renderRow={(row) => [`GIA ${row.tier}`, row.grades, row.finish]}
      />
      <p className="mt-6 max-w-2xl text-ink-soft">
        {igiKeepsGrades} A GIA tier covers a range of grades, so FairCarat prices it as the spread
        of the grades it admits, weighted by what the market lists in it. Whichever lab, check the
        report on the lab&apos;s own site and that the number inscribed on the girdle matches.
      </p>
    </section>
  );
}
