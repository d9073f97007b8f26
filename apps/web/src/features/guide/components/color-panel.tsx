import { colorGrades } from "../guide-data";
import { GradeTable } from "./grade-table";

export function ColorPanel() {
  return (
    <section aria-labelledby="guide-color-title">
      <h2 id="guide-color-title" className="text-2xl font-bold text-ink">
        Color grades
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        Color is graded from D (colorless) to Z (light color). The price effect is shown against a
        typical stone.
      </p>
      <GradeTable
        caption="Color grades and their price effect"
        columns={["Grade", "Name", "What it means", "Price effect"]}
        rows={colorGrades}
        rowKey={(row) => row.grade}
        renderRow={(row) => [row.grade, row.name, row.description, row.premium]}
      />
    </section>
  );
}
