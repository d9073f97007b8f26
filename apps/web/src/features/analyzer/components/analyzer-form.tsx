import { clarities, colors, cutGrades, shapes } from "@faircarat/contracts/grade-values";
import { ANALYSIS_TEXT_MAX_LENGTH } from "@faircarat/contracts/limits";
import { LoaderCircle, Search } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  isAssessed,
  isFancyShape,
  type AnalysisForm,
  type AnalysisFormField,
} from "../analysis-form";
import { ReportDetails } from "./report-details";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { AnalyzerField, AnalyzerSelect, type FieldBinding } from "./analyzer-field";

/** Why a fancy shape needs no cut grade, under its cut field. */
export const fancyCutHint =
  "Not graded on fancy shapes: priced from polish and symmetry (Report details) instead.";

const shapeOptions = shapes.map((shape) => ({ value: shape, label: shapeLabel(shape) }));

interface AnalyzerFormProps {
  form: AnalysisForm;
  onFieldChange: (field: AnalysisFormField, value: string) => void;
  onSubmit: () => void;
  analyzing: boolean;
  /** The account is still loading: which branch of the click flow applies is not known yet. */
  waiting: boolean;
  /** The file upload widget (its own feature), shown above the button. */
  fileUpload?: ReactNode;
}

/** The left card's form: a listing link and price, or the 4Cs typed in. */
export function AnalyzerForm({
  form,
  onFieldChange,
  onSubmit,
  analyzing,
  waiting,
  fileUpload,
}: AnalyzerFormProps) {
  const bind = (field: AnalysisFormField): FieldBinding => ({
    id: `analyzer-${field}`,
    value: form[field],
    onValueChange: (value: string) => onFieldChange(field, value),
  });

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
            label={isFancyShape(form) ? "Cut (optional)" : "Cut"}
            placeholder={isFancyShape(form) ? "Not graded" : "Excellent"}
            hint={isFancyShape(form) ? fancyCutHint : undefined}
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
        <ReportDetails form={form} bind={bind} />
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
