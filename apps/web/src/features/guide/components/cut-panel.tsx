import { cutGrades } from "../guide-data";
import { GradeTable } from "./grade-table";

export function CutPanel() {
  return (
    <section aria-labelledby="guide-cut-title">
      <h2 id="guide-cut-title" className="text-2xl font-bold text-ink">
        Cut grades
      </h2>
      <p className="mt-2 mb-6 max-w-2xl text-ink-soft">
        Cut decides how much light a diamond returns. It matters more to sparkle than any other
        grade.
      </p>
      <GradeTable
        caption="Cut grades and their value"
        columns={["Grade", "What it means", "Price"]}
        rows={cutGrades}
        rowKey={(row) => row.grade}
        renderRow={(row) => [row.grade, row.description, row.priceLabel]}
      />
    </section>
  );
}
