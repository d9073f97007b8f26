import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import type { CertificateFields, CertificateReading as Reading } from "@faircarat/contracts";
import { CheckCheck, ExternalLink, FileCheck2, FileWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatStatedPercent } from "@faircarat/contracts/figures";

const labels: [keyof CertificateFields, string, (value: never) => string][] = [
  ["lab", "Lab", String],
  ["reportNumber", "Report number", String],
  ["shape", "Shape", shapeLabel],
  ["carat", "Carat", (value: number) => value.toFixed(2)],
  ["assessment", "GIA assessment", String],
  ["color", "Color", String],
  ["clarity", "Clarity", String],
  ["cut", "Cut", String],
  ["polish", "Polish", String],
  ["symmetry", "Symmetry", String],
  ["fluorescence", "Fluorescence", String],
  ["measurements", "Measurements", String],
  ["tablePercent", "Table", formatStatedPercent],
  ["depthPercent", "Depth", formatStatedPercent],
  ["girdle", "Girdle", String],
  ["culet", "Culet", String],
  ["growthMethod", "Growth", String],
  ["treatment", "Treatment", String],
];

export const naturalReportNote =
  "This is a natural (mined) diamond's report, not a laboratory-grown one: FairCarat prices lab-grown diamonds, so check you uploaded the right report.";
export const assessmentNote =
  "GIA's laboratory-grown quality assessment (since October 2025) gives Premium or Standard instead of color and clarity grades; the form prices it over the grades that tier covers.";

/** Long values get a row of their own rather than being cut off. */
const wide = new Set<keyof CertificateFields>(["measurements", "treatment", "girdle"]);

/** What a read certificate did to the form. */
export interface CertificateFillView {
  /** Each field it filled, "carat 1.52"; empty when every field was typed already. */
  filled: string[];
}

interface CertificateReadingProps {
  reading: Reading;
  /** What this certificate filled, or null when it has not filled the form (or was undone). */
  fill: CertificateFillView | null;
  onFill: () => void;
  onUndo: () => void;
}

/**
 * What was read from a grading report, what it filled in the form (with undo, or a button to fill
 * it again) and the lab's own report check.
 */
export function CertificateReading({ reading, fill, onFill, onUndo }: CertificateReadingProps) {
  if (reading.status === "unread") {
    return (
      <p className="flex items-start gap-2 text-xs text-warning">
        <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Could not read a certificate: {reading.reason}</span>
      </p>
    );
  }
  const shown = labels.filter(([key]) => reading.fields[key] !== undefined);
  return (
    <div className="space-y-3 rounded-control bg-canvas p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <FileCheck2 aria-hidden="true" className="size-4 text-savings" />
        Read from the certificate
      </p>
      {reading.fields.origin === "natural" ? (
        <p role="note" className="flex items-start gap-2 text-xs text-warning">
          <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{naturalReportNote}</span>
        </p>
      ) : null}
      {reading.fields.assessment ? (
        <p className="text-xs text-ink-muted">{assessmentNote}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
        {shown.map(([key, label, format]) => (
          <div key={key} className={wide.has(key) ? "col-span-full min-w-0" : "min-w-0"}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words font-medium text-ink">
              {format(reading.fields[key] as never)}
            </dd>
          </div>
        ))}
      </dl>
      {fill ? <FillSummary fill={fill} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {fill && fill.filled.length > 0 ? (
          <Button type="button" size="sm" variant="secondary" onClick={onUndo}>
            Undo the filling
          </Button>
        ) : fill ? null : (
          <Button type="button" size="sm" variant="secondary" onClick={onFill}>
            Fill the empty fields
          </Button>
        )}
        {reading.verifyUrl ? (
          <a
            href={reading.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
          >
            Check this report at {reading.fields.lab}
            <ExternalLink aria-hidden="true" className="size-3" />
          </a>
        ) : null}
      </div>
      <p className="text-xs text-ink-muted">
        Details you typed are kept; only empty fields are filled.
      </p>
    </div>
  );
}

/** "Filled in the form: carat 1.52, color F, ..." (a polite live region: it appears on its own). */
function FillSummary({ fill }: { fill: CertificateFillView }) {
  return (
    <p role="status" className="flex items-start gap-2 text-xs text-ink">
      <CheckCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-savings" />
      <span>
        {fill.filled.length > 0
          ? `Filled in the form: ${fill.filled.join(", ")}.`
          : "The form already had every detail this certificate gives: what you typed is kept."}
      </span>
    </p>
  );
}
