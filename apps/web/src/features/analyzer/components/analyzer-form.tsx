import { clarities, colors, cutGrades, shapes } from "@faircarat/contracts/grade-values";
import { ANALYSIS_TEXT_MAX_LENGTH } from "@faircarat/contracts/limits";
import { LoaderCircle, Search } from "lucide-react";
import { useEffect, type FormEvent, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  isAssessed,
  isFancyShape,
  needsCut,
  reportDetailFields,
  type AnalysisForm,
  type AnalysisFormField,
} from "../analysis-form";
import type { FieldProblem } from "../field-problems";
import { ReportDetails } from "./report-details";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { AnalyzerField, AnalyzerSelect, type FieldBinding } from "./analyzer-field";

/** Why a fancy shape needs no cut grade, under its cut field. */
export const fancyCutHint =
  "Not graded on fancy shapes: priced from polish and symmetry (Report details) instead.";
/** Why a round with GIA's Premium/Standard needs none either. */
export const assessedCutHint =
  "GIA's Premium and Standard reports print no cut grade: left blank, the value assumes Excellent, as Premium requires and most lab-grown rounds are.";

function cutHint(form: AnalysisForm): string | undefined {
  if (isFancyShape(form)) return fancyCutHint;
  return isAssessed(form) ? assessedCutHint : undefined;
}

const shapeOptions = shapes.map((shape) => ({ value: shape, label: shapeLabel(shape) }));

interface AnalyzerFormProps {
  form: AnalysisForm;
  onFieldChange: (field: AnalysisFormField, value: string) => void;
  onSubmit: () => void;
  /** The fields the last refused click named, first first. */
  problems?: readonly FieldProblem[];
  /** How many clicks were refused: each moves the focus to the first named field. */
  refusals?: number;
  /** Fields whose text a read certificate put there. */
  filledFields?: ReadonlySet<AnalysisFormField>;
  analyzing: boolean;
  /** The account is still loading: which branch of the click flow applies is not known yet. */
  waiting: boolean;
  /** The file upload widget (its own feature), shown above the button. */
  fileUpload?: ReactNode;
}

const fieldId = (field: AnalysisFormField) => `analyzer-${field}`;
const isReportDetail = (field: AnalysisFormField) =>
  (reportDetailFields as readonly AnalysisFormField[]).includes(field);

/** The left card's form: a listing link and price, or the 4Cs typed in. */
export function AnalyzerForm({
  form,
  onFieldChange,
  onSubmit,
  problems = [],
  refusals = 0,
  filledFields,
  analyzing,
  waiting,
  fileUpload,
}: AnalyzerFormProps) {
  const bind = (field: AnalysisFormField): FieldBinding => ({
    id: fieldId(field),
    value: form[field],
    onValueChange: (value: string) => onFieldChange(field, value),
    error: problems.find((problem) => problem.field === field)?.message,
    filled: filledFields?.has(field),
  });

  // After a refused click, the first named field takes the focus (and scrolls into view below the
  // fixed header), so the buyer sees where and why; only on a refusal, never while typing.
  const firstProblem = problems[0]?.field;
  useEffect(() => {
    if (refusals === 0 || !firstProblem) return;
    document.getElementById(fieldId(firstProblem))?.focus();
    // Only a new refusal moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AnalyzerField
        {...bind("listingUrl")}
        label={
          <>
            Listing URL <Badge tone="savings">Recommended</Badge>
          </>
        }
        inputMode="url"
        maxLength={ANALYSIS_TEXT_MAX_LENGTH.listingUrl}
        placeholder="https://www.jamesallen.com/... or Blue Nile, Brilliant Earth, Clean Origin"
        hint="The diamond's page at James Allen, Blue Nile, Brilliant Earth, Clean Origin or another retailer; we read its specs where we can."
      />
      <AnalyzerField
        {...bind("listedPrice")}
        label="Listed Price"
        inputMode="decimal"
        placeholder="$8,500"
      />

      <fieldset className="space-y-4 rounded-control border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Diamond details</legend>
        <p className="-mt-1 text-xs text-ink-muted">
          Needed without a listing URL. Details you type win over what the listing says.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <AnalyzerField {...bind("carat")} label="Carat" inputMode="decimal" placeholder="1.50" />
          <AnalyzerField
            {...bind("cut")}
            label={needsCut(form) ? "Cut" : "Cut (optional)"}
            placeholder={needsCut(form) ? "Excellent" : "Not graded"}
            hint={cutHint(form)}
            suggestions={cutGrades}
            maxLength={ANALYSIS_TEXT_MAX_LENGTH.cut}
          />
          {isAssessed(form) ? null : (
            <>
              <AnalyzerField
                {...bind("color")}
                label="Color"
                placeholder="G"
                suggestions={colors}
                maxLength={ANALYSIS_TEXT_MAX_LENGTH.color}
              />
              <AnalyzerField
                {...bind("clarity")}
                label="Clarity"
                placeholder="VS1"
                suggestions={clarities}
                maxLength={ANALYSIS_TEXT_MAX_LENGTH.clarity}
              />
            </>
          )}
          {/* Full width on a phone: "Certificate Number" would wrap and push its input below the shape's. */}
          <div className="col-span-2 sm:col-span-1">
            <AnalyzerSelect
              {...bind("shape")}
              label="Shape"
              emptyLabel="Not stated"
              options={shapeOptions}
            />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <AnalyzerField
              {...bind("certificateNumber")}
              label="Certificate Number"
              placeholder="LG756580087"
              hint="Optional, as printed on the IGI or GIA report."
              maxLength={40}
              spellCheck={false}
              autoCapitalize="characters"
            />
          </div>
        </div>
        <ReportDetails
          form={form}
          bind={bind}
          hasProblem={problems.some((problem) => isReportDetail(problem.field))}
        />
      </fieldset>

      {fileUpload}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={analyzing || waiting}
        aria-busy={analyzing || undefined}
      >
        {analyzing ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Search aria-hidden="true" />
        )}
        {analyzing ? "Analyzing..." : "Analyze Diamond"}
      </Button>
    </form>
  );
}
