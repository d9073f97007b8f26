import { useCallback } from "react";
import type { AnalysisRequest, AnalysisResult, CreateAnalysisResponse } from "@faircarat/contracts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api-client";
import { formatPercent } from "@faircarat/contracts/figures";
import { analysisComplete, analysisFailed, signInRequired } from "../analyzer-messages";
import { newIdempotencyKey, postAnalysis } from "../api/analyses-api";
import { clearAnalysisPending, clearFormData } from "../form-storage";

/** The spec's analysis status (section 4). */
export type AnalysisStatus = "none" | "analyzing" | "complete";

export interface AnalysisRunCallbacks {
  onComplete?: (response: CreateAnalysisResponse) => void;
  /** The server says the session is gone: the 'Sign In Required' notice has been shown. */
  onSignInRequired: () => void;
  /** The server found no plan (the cached status was stale): offer the plans again. */
  onPlanRequired: () => void;
}

/**
 * Codes whose server message tells the user what to do (a field it cannot accept, specs it cannot
 * price, a limit); other failures get the spec's generic notice, since trying again may work.
 */
const explainedCodes = new Set([
  "validation_failed",
  "specs_incomplete",
  "not_priceable",
  "valuation_date_out_of_range",
  "market_unavailable",
  "database_unavailable",
  "rate_limited",
]);

/** Failures where the analysis may or may not have been stored: the same click is sent again. */
const retriedCodes = new Set(["network_error", "database_unavailable"]);
const MAX_RETRIES = 2;
export const ANALYSIS_RETRY_DELAY_MS = 1500;

/** One click of Analyze: its request and the key every attempt of it carries. */
interface AnalysisClick {
  request: AnalysisRequest;
  idempotencyKey: string;
}

const sendClick = ({ request, idempotencyKey }: AnalysisClick) =>
  postAnalysis(request, idempotencyKey);
const shouldRetry = (failures: number, error: unknown) =>
  failures < MAX_RETRIES && error instanceof ApiError && retriedCodes.has(error.code);

function reportFailure(error: unknown, callbacks: AnalysisRunCallbacks) {
  if (error instanceof ApiError && error.code === "unauthenticated") {
    toast(signInRequired.title, { description: signInRequired.description });
    callbacks.onSignInRequired();
    return;
  }
  if (error instanceof ApiError && error.code === "payment_required") {
    callbacks.onPlanRequired();
    return;
  }
  const explained = error instanceof ApiError && explainedCodes.has(error.code);
  toast.error(analysisFailed.title, {
    description: explained ? error.message : analysisFailed.description,
  });
}

/**
 * Runs one analysis: 'analyzing' while it works, 'complete' with the result, back to 'none' on
 * failure.
 */
export function useAnalysisRun(callbacks: AnalysisRunCallbacks) {
  const mutation = useMutation({
    mutationFn: sendClick,
    // A retry repeats the same click (same key), so it can never pay twice.
    retry: shouldRetry,
    retryDelay: ANALYSIS_RETRY_DELAY_MS,
    onSuccess: (response) => {
      clearFormData();
      const notice = analysisComplete(
        formatPercent(response.analysis.confidence),
        response.analysis,
      );
      toast.success(notice.title, { description: notice.description });
      callbacks.onComplete?.(response);
    },
    onError: (error) => reportFailure(error, callbacks),
  });

  const status: AnalysisStatus = mutation.isPending
    ? "analyzing"
    : mutation.isSuccess
      ? "complete"
      : "none";
  const result: AnalysisResult | null = mutation.data?.analysis ?? null;
  /** The stored analysis's id, which the chat is about. */
  const analysisId = mutation.data?.record.id ?? null;

  const { isPending, mutate } = mutation;
  const run = useCallback(
    (request: AnalysisRequest) => {
      if (isPending) return;
      // Whatever purchase was pending is being used now; a later visit must not run it again.
      clearAnalysisPending();
      mutate({ request, idempotencyKey: newIdempotencyKey() });
    },
    [isPending, mutate],
  );

  return { status, result, analysisId, run };
}
