import { clarityGrades } from "../guide-data";
import { GradeTable } from "./grade-table";

export function ClarityPanel() {
  return (
    <section aria-labelledby="guide-clarity-title">
      <h2 id="guide-clarity-title" className="text-2xl font-bold text-ink">
        Clarity grades
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        Clarity measures inclusions and blemishes. Eye-clean stones in the VS and SI ranges give the
        best value.
      </p>
      <GradeTable
        caption="Clarity grades and their rarity"
        columns={["Grade", "Name", "What it means", "Rarity"]}
        rows={clarityGrades}
        rowKey={(row) => row.grade}
        renderRow={(row) => [row.grade, row.name, row.description, row.rarity]}
      />
    </section>
  );
}
