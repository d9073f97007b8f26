import type { AnalysisResult } from "@faircarat/contracts";
import { formatPercent, formatUsd } from "@faircarat/contracts/figures";
import { ExternalLink } from "lucide-react";

/**
 * GIA's Premium/Standard: which grades the tier covers and which of them the market lists near the
 * stone.
 */
function AssessmentFacts({
  assessment,
}: {
  assessment: NonNullable<AnalysisResult["assessment"]>;
}) {
  const listed = [...assessment.grades]
    .sort((a, b) => b.share - a.share)
    .filter((g) => g.share >= 0.05);
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-ink">GIA {assessment.result} assessment</h4>
      <p className="text-sm text-ink-muted">{assessment.note}</p>
      {listed.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3"
          aria-label={`Grades GIA ${assessment.result} covers`}
        >
          {listed.map((g) => (
            <li
              key={`${g.color}-${g.clarity}`}
              className="flex justify-between gap-2 rounded-control bg-canvas px-2 py-1"
            >
              <span className="font-medium text-ink">
                {g.color} {g.clarity}
              </span>
              <span className="text-ink-muted">
                {formatPercent(g.share)} · {formatUsd(Math.round(g.fairMarketValue * 100))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The report behind the stone, its lab's own check, and what it says about growth and treatment.
 */
function IdentityFacts({ stone }: { stone: NonNullable<AnalysisResult["stone"]> }) {
  const flags = [
    stone.growthMethod,
    stone.treatment === null
      ? null
      : stone.treatment === "as grown"
        ? "As grown"
        : "Treated after growth",
  ].filter(Boolean);
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-ink">
        {stone.lab ? `${stone.lab} report` : "Grading report"}
        {flags.length > 0 ? ` · ${flags.join(" · ")}` : ""}
      </h4>
      <ul className="space-y-1 text-sm text-ink-muted">
        {stone.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {stone.verifyUrl ? (
        <a
          href={stone.verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Check this report at {stone.lab}
          <ExternalLink aria-hidden="true" className="size-3" />
        </a>
      ) : null}
    </div>
  );
}

/**
 * The cut and spread check: a score out of 10 with its findings, or what to look for on the report.
 */
function CutFacts({ check }: { check: NonNullable<AnalysisResult["cutCheck"]> }) {
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-ink">
        Cut and spread check{check.score === null ? "" : `: ${check.score} / 10`}
      </h4>
      <ul className="space-y-1 text-sm text-ink-muted">
        {check.findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the stone is, beside what it costs: its grading as the report states it. Nothing when the
 * analysis holds none of it.
 */
export function StoneFacts({ analysis }: { analysis: AnalysisResult }) {
  if (!analysis.assessment && !analysis.stone && !analysis.cutCheck) return null;
  return (
    // A group, not a region: the results card and an open history item both show it, and two
    // regions of one name are a duplicate landmark.
    <div
      role="group"
      aria-label="About this stone"
      className="space-y-4 rounded-control border border-line p-4"
    >
      {analysis.cutCheck ? <CutFacts check={analysis.cutCheck} /> : null}
      {analysis.stone ? <IdentityFacts stone={analysis.stone} /> : null}
      {analysis.assessment ? <AssessmentFacts assessment={analysis.assessment} /> : null}
    </div>
  );
}
