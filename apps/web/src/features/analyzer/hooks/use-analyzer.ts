import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import type { AnalysisRequest, CreateAnalysisResponse } from "@faircarat/contracts";
import { toast } from "@/lib/toast";
import type { Notice } from "@/lib/notice";
import {
  emptyForm,
  fieldNames,
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
import { decideAnalyze, type AnalyzeDecision, type AnalyzerAccess } from "../click-flow";
import { earlyFormSnapshot, neverChanges } from "../early-form";
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
  const initial = useMemo(
    () => (typedEarly ? { ...(saved ?? emptyForm), ...typedEarly } : saved),
    [saved, typedEarly],
  );
  const form = edited ?? initial ?? emptyForm;
  const analysis = useAnalysisRun({ onComplete, onSignInRequired, onPlanRequired });
  const { run } = analysis;

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
      return;
    }
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
    setForm,
    setField,
    submit,
    analyze,
    status: analysis.status,
    analysisId: analysis.analysisId,
  };
}
