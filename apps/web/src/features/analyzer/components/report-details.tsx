import {
  finishGrades,
  gradingAssessments,
  growthMethods,
  treatments,
} from "@faircarat/contracts/grade-values";
import { ANALYSIS_TEXT_MAX_LENGTH } from "@faircarat/contracts/limits";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import {
  filledReportDetails,
  isAssessed,
  type AnalysisForm,
  type AnalysisFormField,
} from "../analysis-form";
import { AnalyzerField, AnalyzerSelect, type FieldBinding } from "./analyzer-field";

/** What GIA's Premium/Standard is, under its choice once one is made. */
export const assessmentHint =
  "GIA's lab-grown quality assessment (since October 2025), instead of color and clarity: priced over the grades that tier covers.";

/** Under the origin once "Natural" is chosen: what values it (decision 057). */
export const naturalOriginHint =
  "Valued from natural listings only, never by the lab-grown model; where they are too thin for these specs, the analysis says so instead of a price.";

/** Under the "Value as of" date: who it is for, and that a blank is today. */
export const valuationDateHint =
  "For an appraisal or insurance: the day to value the diamond for, such as the day it was bought. Leave it empty for today.";

/** Today in the buyer's own calendar, yyyy-mm-dd: the latest day the date input offers. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const originOptions = [{ value: "natural", label: "Natural (mined)" }];
const assessmentOptions = gradingAssessments.map((tier) => ({ value: tier, label: `GIA ${tier}` }));
const growthOptions = growthMethods.map((method) => ({ value: method, label: method }));
const treatmentOptions = treatments.map((treatment) => ({
  value: treatment,
  label: treatment.charAt(0).toUpperCase() + treatment.slice(1),
}));

interface ReportDetailFieldsProps {
  form: AnalysisForm;
  bind: (field: AnalysisFormField) => FieldBinding;
}

interface ReportDetailsProps extends ReportDetailFieldsProps {
  /** A refused click named one of these fields: shown open, whatever the buyer chose. */
  hasProblem?: boolean;
}

function ReportDetailFields({ form, bind }: ReportDetailFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2">
        <AnalyzerSelect
          {...bind("origin")}
          label="Origin"
          emptyLabel="Lab-grown"
          options={originOptions}
          hint={
            form.origin === "natural"
              ? naturalOriginHint
              : "Every report also says what the same specs cost as a natural diamond."
          }
        />
      </div>
      <div className="col-span-2">
        <AnalyzerSelect
          {...bind("assessment")}
          label="GIA Assessment"
          emptyLabel="None"
          options={assessmentOptions}
          hint={
            isAssessed(form)
              ? assessmentHint
              : "Only on GIA lab-grown reports from October 2025, which give Premium or Standard."
          }
        />
      </div>
      <AnalyzerField
        {...bind("polish")}
        label="Polish"
        placeholder="Excellent"
        suggestions={finishGrades}
        maxLength={ANALYSIS_TEXT_MAX_LENGTH.polish}
      />
      <AnalyzerField
        {...bind("symmetry")}
        label="Symmetry"
        placeholder="Excellent"
        suggestions={finishGrades}
        maxLength={ANALYSIS_TEXT_MAX_LENGTH.symmetry}
      />
      <AnalyzerField
        {...bind("depthPercent")}
        label="Depth %"
        inputMode="decimal"
        placeholder="61.8"
        maxLength={10}
      />
      <AnalyzerField
        {...bind("tablePercent")}
        label="Table %"
        inputMode="decimal"
        placeholder="57"
        maxLength={10}
      />
      <div className="col-span-2">
        <AnalyzerField
          {...bind("measurements")}
          label="Measurements (mm)"
          placeholder="6.43 - 6.48 x 4.01"
          maxLength={40}
          hint="For the cut and spread check."
        />
      </div>
      <div className="col-span-2">
        <AnalyzerField
          {...bind("girdle")}
          label="Girdle"
          placeholder="Medium to Slightly Thick"
          maxLength={80}
        />
      </div>
      <AnalyzerField {...bind("culet")} label="Culet" placeholder="None" maxLength={40} />
      <AnalyzerSelect
        {...bind("growthMethod")}
        label="Growth"
        emptyLabel="Not stated"
        options={growthOptions}
      />
      <AnalyzerSelect
        {...bind("treatment")}
        label="Treatment"
        emptyLabel="Not stated"
        options={treatmentOptions}
      />
      <div className="col-span-2">
        <AnalyzerField
          {...bind("valuationDate")}
          label="Value as of (optional)"
          type="date"
          max={localToday()}
          hint={valuationDateHint}
        />
      </div>
    </div>
  );
}

/**
 * "Report details": GIA's assessment, finish, proportions, growth and treatment, folded away until
 * asked for. Details filled by a certificate, a listing or a restored form open it, so nothing that
 * moves the price is hidden unless the buyer folds it, and then the toggle says how many are
 * filled.
 */
export function ReportDetails({ form, bind, hasProblem = false }: ReportDetailsProps) {
  const [choice, setChoice] = useState<"open" | "closed" | null>(null);
  const filled = filledReportDetails(form);
  const open = hasProblem || choice === "open" || (choice === null && filled > 0);
  const panelId = useId();
  return (
    <div className="border-t border-line pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setChoice(open ? "closed" : "open")}
        className="flex w-full items-center justify-between gap-2 rounded-control py-1 text-left text-sm font-semibold text-ink hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span>
          Report details{" "}
          <span className="font-normal text-ink-muted">
            {filled > 0 ? `(${filled} filled)` : "(optional)"}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      <p className="mt-1 text-xs text-ink-muted">
        Origin, GIA Premium or Standard, polish, symmetry, proportions, girdle, culet, growth and
        treatment; a past day to value for.
      </p>
      {open ? (
        <div id={panelId} className="mt-4">
          <ReportDetailFields form={form} bind={bind} />
        </div>
      ) : null}
    </div>
  );
}
