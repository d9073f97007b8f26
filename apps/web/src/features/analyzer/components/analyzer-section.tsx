import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AnalysisForm, AnalysisFormField } from "../analysis-form";
import type { FieldProblem } from "../field-problems";
import type { AnalysisStatus } from "../hooks/use-analysis-run";
import { AnalyzerForm } from "./analyzer-form";
import { ResultPanel } from "./result-panel";

interface AnalyzerSectionProps {
  form: AnalysisForm;
  onFieldChange: (field: AnalysisFormField, value: string) => void;
  onSubmit: () => void;
  problems?: readonly FieldProblem[];
  refusals?: number;
  filledFields?: ReadonlySet<AnalysisFormField>;
  status: AnalysisStatus;
  analysisId?: string | null;
  waiting: boolean;
  fileUpload?: ReactNode;
}

/** The home page's #analyzer: the form on the left, the way to the report on the right. */
export function AnalyzerSection({
  form,
  onFieldChange,
  onSubmit,
  problems,
  refusals,
  filledFields,
  status,
  analysisId = null,
  waiting,
  fileUpload,
}: AnalyzerSectionProps) {
  return (
    <section id="analyzer" aria-labelledby="analyzer-title" className="bg-canvas py-16 sm:py-20">
      <div className="page-container">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            Price analysis
          </p>
          <h2
            id="analyzer-title"
            className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            Analyze a Diamond
          </h2>
          <p className="mt-4 text-lg text-ink-soft">
            Give us a retailer listing link and its price, or the diamond&apos;s carat, cut, color
            and clarity, and get a price report against current market listings.
          </p>
        </div>
        {/* min-w-0: a grid item may shrink below its content's width (a chart drawn for a wider
            window), so the column follows the window when it narrows (a phone turned upright). */}
        <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Your diamond</CardTitle>
              <CardDescription>A listing link works best; the 4Cs work too.</CardDescription>
            </CardHeader>
            <CardContent>
              <AnalyzerForm
                form={form}
                onFieldChange={onFieldChange}
                onSubmit={onSubmit}
                problems={problems}
                refusals={refusals}
                filledFields={filledFields}
                analyzing={status === "analyzing"}
                waiting={waiting}
                fileUpload={fileUpload}
              />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Price report</CardTitle>
            </CardHeader>
            <CardContent>
              <ResultPanel status={status} analysisId={analysisId} />
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
