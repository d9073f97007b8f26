import type { AnalysisResult } from "@faircarat/contracts";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";

const sourceNames: Record<AnalysisResult["sources"][string], string> = {
  form: "you entered",
  url: "from the listing URL",
  page: "from the listing page",
  assumed: "assumed (typical)",
};

const fields = [
  ["shape", "Shape"],
  ["carat", "Carat"],
  ["cut", "Cut"],
  ["color", "Color"],
  ["clarity", "Clarity"],
  ["polish", "Polish"],
  ["symmetry", "Symmetry"],
] as const;

/** Polish and symmetry are shown when stated; a fancy shape's absent cut says why it is absent. */
function valueOf(
  specs: AnalysisResult["specs"],
  field: (typeof fields)[number][0],
): string | null | undefined {
  if (field === "carat") return `${specs.carat} ct`;
  if (field === "shape") return shapeLabel(specs.shape);
  if (field === "cut" && specs.cut === null && specs.shape !== "round")
    return "Not graded (fancy shape)";
  return specs[field];
}

/** What was analysed and where each detail came from (the form, the listing's URL or its page). */
export function AnalysisSources({ specs, sources }: Pick<AnalysisResult, "specs" | "sources">) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">Diamond analyzed</h4>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {fields.map(([field, label]) => {
          const value = valueOf(specs, field);
          if ((field === "polish" || field === "symmetry") && !value) return null;
          // A detail nobody gave (e.g. shape) is the engine's typical default.
          const ungradedCut = field === "cut" && specs.cut === null;
          const source = sources[field] ?? (value && !ungradedCut ? "assumed" : undefined);
          return (
            <div key={field}>
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="font-medium text-ink">
                {value ?? "Not stated"}
                {source ? (
                  <span className="block text-xs font-normal text-ink-muted">
                    {sourceNames[source]}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
