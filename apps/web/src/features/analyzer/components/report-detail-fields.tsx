import {
  finishGrades,
  gradingAssessments,
  growthMethods,
  treatments,
} from "@faircarat/contracts/grade-values";
import { ANALYSIS_TEXT_MAX_LENGTH } from "@faircarat/contracts/limits";
import { useEffect, useRef } from "react";
import { isAssessed, type AnalysisForm, type AnalysisFormField } from "../analysis-form";
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

export interface ReportDetailFieldsProps {
  form: AnalysisForm;
  bind: (field: AnalysisFormField) => FieldBinding;
}

interface Props extends ReportDetailFieldsProps {
  /**
   * Opened by a refused click naming one of these fields: the form's focus ran before they had
   * loaded, so the first marked one takes it when they appear.
   */
  focusProblemOnMount?: boolean;
}

/**
 * The fields behind "Report details", loaded when first opened: most buyers never open them, and
 * the home page's first load stays within its budget (decision 010).
 */
export default function ReportDetailFields({ form, bind, focusProblemOnMount = false }: Props) {
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusProblemOnMount)
      fields.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    // Only when they first appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={fields} className="grid grid-cols-2 gap-4">
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
