import type { ReactNode } from "react";
import type { AnalysisRequest } from "@faircarat/contracts";
import { IDEMPOTENCY_KEY_PATTERN } from "@faircarat/contracts/idempotency-key";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createdAnalysis } from "@/test/analysis-fixtures";
import { callsTo, errorResponse, jsonResponse, mockApi } from "@/test/mock-api";
import { useAnalysisRun } from "./use-analysis-run";

const request: AnalysisRequest = {
  listingUrl: null,
  carat: 1.2,
  cut: "Excellent",
  color: "G",
  clarity: "VS1",
  shape: null,
  polish: null,
  symmetry: null,
  assessment: null,
  growthMethod: null,
  treatment: null,
  proportions: null,
  certificateNumber: null,
  listedPrice: 4200,
};
const POST = "POST /api/analyses";
/** Answers are mocked; only a busy machine makes them slow. */
const patient = { timeout: 8_000 };

function renderRun() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAnalysisRun({ onSignInRequired: vi.fn(), onPlanRequired: vi.fn() }), {
    wrapper,
  });
}

const keysSent = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, POST).map(
    ([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"],
  );

describe("useAnalysisRun", () => {
  it("sends a fresh Idempotency-Key with each click", async () => {
    const fetchMock = mockApi({ [POST]: () => jsonResponse(201, createdAnalysis()) });
    const { result } = renderRun();

    act(() => result.current.run(request));
    await waitFor(() => expect(result.current.status).toBe("complete"), patient);
    act(() => result.current.run(request));
    await waitFor(() => expect(callsTo(fetchMock, POST)).toHaveLength(2), patient);

    const [first, second] = keysSent(fetchMock);
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).not.toBe(first);
  });

  it("retries a click the database or the network lost with the same key, and shows the result", async () => {
    const answers = [
      () =>
        errorResponse(
          503,
          "database_unavailable",
          "FairCarat is briefly unavailable. Please try again in a few seconds.",
        ),
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => jsonResponse(201, createdAnalysis()),
    ];
    const fetchMock = mockApi({ [POST]: () => answers.shift()!() });
    const { result } = renderRun();

    act(() => result.current.run(request));
    await waitFor(() => expect(result.current.status).toBe("complete"), patient);

    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("does not send a refused click again", async () => {
    const fetchMock = mockApi({
      [POST]: () => errorResponse(422, "specs_incomplete", "Please enter the diamond's carat."),
    });
    const { result } = renderRun();

    act(() => result.current.run(request));
    await waitFor(() => expect(callsTo(fetchMock, POST)).toHaveLength(1), patient);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.status).toBe("none");
    expect(callsTo(fetchMock, POST)).toHaveLength(1);
  });
});
