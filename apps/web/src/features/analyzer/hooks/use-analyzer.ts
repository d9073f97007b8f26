import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type {
  AnalysisRequest,
  CertificateFields,
  CreateAnalysisResponse,
} from "@faircarat/contracts";
import { toast } from "@/lib/toast";
import type { Notice } from "@/lib/notice";
import {
  emptyForm,
  fieldNames,
  formValuesFromCertificate,
  parseListedPrice,
  toAnalysisRequest,
  type AnalysisForm,
  type AnalysisFormField,
} from "../analysis-form";
import {
  invalidCarat,
  invalidCertificateNumber,
  invalidPrice,
  missingInformation,
  signInRequired,
  unacceptedCharacter,
} from "../analyzer-messages";
import type { CertificateFill } from "../certificate-fill";
import { decideAnalyze, type AnalyzeDecision, type AnalyzerAccess } from "../click-flow";
import { earlyFormSnapshot, neverChanges } from "../early-form";
import { fieldProblems, openProblems, priceProblem, type FieldProblem } from "../field-problems";
import { saveFormData, savedFormSnapshot, subscribeToSavedForm } from "../form-storage";
import { useAnalysisRun } from "./use-analysis-run";

/** Clicks the flow stops before sending anything, and what each tells the user. */
const refusalNotices: Partial<Record<AnalyzeDecision["kind"], Notice>> = {
  "missing-information": missingInformation,
  "invalid-price": invalidPrice,
  "invalid-carat": invalidCarat,
  "invalid-certificate-number": invalidCertificateNumber,
};

export interface AnalyzerOptions {
  access: AnalyzerAccess;
  /** After the neutral 'Sign In Required' notice: take the visitor to /auth. */
  onSignInRequired: () => void;
  /** Signed in without a plan: open the plan dialog. */
  onPlanRequired: () => void;
  onComplete?: (response: CreateAnalysisResponse) => void;
  /** Files uploaded with this analysis; kept in its record (analysis_data.uploadedFiles). */
  uploadedFiles?: AnalysisRequest["uploadedFiles"];
}

/** The analyzer's form, its click flow (spec section 4) and the analysis it runs. */
export function useAnalyzer({
  access,
  onSignInRequired,
  onPlanRequired,
  onComplete,
  uploadedFiles,
}: AnalyzerOptions) {
  // A form saved before signing in or paying comes back with the visitor; until they edit it, the
  // form shows it. The server snapshot (none) keeps the first render equal to the prerendered page.
  const saved = useSyncExternalStore(subscribeToSavedForm, savedFormSnapshot, () => null);
  // What was typed into the prerendered form before the app started wins over a saved form.
  const typedEarly = useSyncExternalStore(neverChanges, earlyFormSnapshot, () => null);
  const [edited, setForm] = useState<AnalysisForm | null>(null);
  // The fields the last refused click named; each shows until its text changes.
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  // Bumped on each refusal, so the form focuses the first named field even if it was named before.
  const [refusals, setRefusals] = useState(0);
  const initial = useMemo(
    () => (typedEarly ? { ...(saved ?? emptyForm), ...typedEarly } : saved),
    [saved, typedEarly],
  );
  const form = edited ?? initial ?? emptyForm;
  const analysis = useAnalysisRun({ onComplete, onSignInRequired, onPlanRequired });
  const { run } = analysis;

  // The form as last rendered, for a certificate read after an upload the page awaited.
  const latestForm = useRef(form);
  useEffect(() => {
    latestForm.current = form;
  });

  /** Puts a read certificate's values into the fields still empty; returns what it filled. */
  const fillEmpty = useCallback(
    (fields: CertificateFields): CertificateFill => {
      const filled = formValuesFromCertificate(fields, latestForm.current);
      setForm((current) => {
        const next = { ...(current ?? initial ?? emptyForm) };
        for (const [field, value] of filled) if (next[field].trim() === "") next[field] = value;
        return next;
      });
      return filled;
    },
    [initial],
  );

  /** Empties the fields a certificate filled, unless the buyer has changed them since. */
  const undoFill = useCallback(
    (filled: CertificateFill) =>
      setForm((current) => {
        const next = { ...(current ?? initial ?? emptyForm) };
        for (const [field, value] of filled) if (next[field] === value) next[field] = "";
        return next;
      }),
    [initial],
  );

  const setField = useCallback(
    (field: AnalysisFormField, value: string) =>
      setForm((current) => ({ ...(current ?? initial ?? emptyForm), [field]: value })),
    [initial],
  );

  /** Analyses a form already checked by the click flow (or saved by it before a purchase). */
  const analyze = useCallback(
    (source: AnalysisForm) => {
      const listedPrice = parseListedPrice(source.listedPrice);
      if (listedPrice === null) {
        toast.error(invalidPrice.title, { description: invalidPrice.description });
        setForm(source);
        setProblems([priceProblem(source)]);
        setRefusals((count) => count + 1);
        return;
      }
      // Keep showing what was analysed once the saved copy is cleared.
      setForm(source);
      run({ ...toAnalysisRequest(source, listedPrice), uploadedFiles });
    },
    [run, uploadedFiles],
  );

  function submit() {
    const decision = decideAnalyze(form, access);
    const refusal =
      decision.kind === "unaccepted-character"
        ? unacceptedCharacter(fieldNames[decision.field])
        : refusalNotices[decision.kind];
    if (refusal) {
      toast.error(refusal.title, { description: refusal.description });
      setProblems(fieldProblems(decision, form));
      setRefusals((count) => count + 1);
      return;
    }
    setProblems([]);
    saveFormData(form);
    setForm(form);
    if (decision.kind === "analyze") {
      run({ ...toAnalysisRequest(form, decision.listedPrice), uploadedFiles });
    } else if (decision.kind === "sign-in") {
      toast(signInRequired.title, { description: signInRequired.description });
      onSignInRequired();
    } else {
      onPlanRequired();
    }
  }

  return {
    form,
    /** The refused fields still as they were, first to focus first; `refusals` counts refusals. */
    problems: openProblems(problems, form),
    refusals,
    setForm,
    setField,
    fillEmpty,
    undoFill,
    submit,
    analyze,
    status: analysis.status,
    analysisId: analysis.analysisId,
  };
}
