import { SUBSCRIPTION_RECHECK_MS } from "@faircarat/contracts";
import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import {
  activeSubscription,
  callsTo,
  errorResponse,
  jsonResponse,
  mockApi,
  signedInSession,
  signedOutSession,
} from "@/test/mock-api";
import { useAccount } from "./use-account";

function Probe() {
  const account = useAccount();
  return (
    <div>
      <output aria-label="state">
        {JSON.stringify({
          loading: account.loading,
          email: account.user?.email ?? null,
          subscribed: account.subscribed,
          subscriptionEnd: account.subscriptionEnd,
          productId: account.productId,
          reportCredits: account.reportCredits,
        })}
      </output>
      <button type="button" onClick={() => void account.checkSubscription()}>
        check
      </button>
      <button type="button" onClick={() => void account.signIn("ada@example.com", "secret123")}>
        sign in
      </button>
      <button type="button" onClick={() => void account.signOut()}>
        sign out
      </button>
    </div>
  );
}

function renderProbe() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      element: (
        <Providers queryClient={queryClient}>
          <Outlet />
        </Providers>
      ),
      children: [{ path: "/", element: <Probe /> }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

function state() {
  return JSON.parse(screen.getByLabelText("state").textContent ?? "{}") as Record<string, unknown>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("AccountProvider", () => {
  it("treats a null session as signed out and skips the subscription check", async () => {
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
    });
    renderProbe();

    await waitFor(() => expect(state().loading).toBe(false));
    expect(state()).toMatchObject({
      email: null,
      subscribed: false,
      subscriptionEnd: null,
      productId: null,
      reportCredits: 0,
    });
    expect(callsTo(fetchMock, "GET /api/subscription")).toHaveLength(0);
  });

  it("checks the subscription of a signed-in user", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () =>
        jsonResponse(200, { ...activeSubscription, report_credits: 2 }),
    });
    renderProbe();

    await waitFor(() => expect(state().subscribed).toBe(true));
    expect(state()).toMatchObject({
      email: "ada@example.com",
      subscriptionEnd: "2026-08-01T00:00:00.000Z",
      productId: "prod_unlimited",
      reportCredits: 2,
    });
  });

  it("aborts the account's requests still in flight before it signs out, so none comes back 401", async () => {
    let subscriptionChecks = 0;
    let abortedAtSignOut: boolean | undefined;
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      // The first check answers; the second is still on its way when the user signs out.
      "GET /api/subscription": () =>
        ++subscriptionChecks === 1
          ? jsonResponse(200, activeSubscription)
          : new Promise<Response>(() => {}),
      "POST /api/auth/sign-out": () => {
        const pending = callsTo(fetchMock, "GET /api/subscription")[1];
        abortedAtSignOut = pending?.[1]?.signal?.aborted;
        return new Response(null, { status: 204 });
      },
    });
    renderProbe();
    await waitFor(() => expect(state().subscribed).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "check" }));
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/subscription")).toHaveLength(2));

    fireEvent.click(screen.getByRole("button", { name: "sign out" }));
    await waitFor(() => expect(state().email).toBeNull());
    expect(abortedAtSignOut).toBe(true);
  });

  it("checks the subscription after signing in", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
      "POST /api/auth/sign-in": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () => jsonResponse(200, activeSubscription),
    });
    renderProbe();
    await waitFor(() => expect(state().loading).toBe(false));

    fireEvent.click(screen.getByRole("button", { name: "sign in" }));

    await waitFor(() =>
      expect(state()).toMatchObject({ email: "ada@example.com", subscribed: true }),
    );
  });

  it("only logs a failed check and keeps the previous status", async () => {
    let fail = false;
    mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () =>
        fail
          ? errorResponse(500, "internal", "Something went wrong")
          : jsonResponse(200, activeSubscription),
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderProbe();
    await waitFor(() => expect(state().subscribed).toBe(true));

    fail = true;
    fireEvent.click(screen.getByRole("button", { name: "check" }));

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Subscription check failed", expect.anything()),
    );
    expect(state()).toMatchObject({ subscribed: true, productId: "prod_unlimited" });
  });

  it("re-checks the subscription every SUBSCRIPTION_RECHECK_MS while signed in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedInSession),
      "GET /api/subscription": () => jsonResponse(200, activeSubscription),
    });
    renderProbe();
    await waitFor(() => expect(state().subscribed).toBe(true));
    const before = callsTo(fetchMock, "GET /api/subscription").length;

    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS + 10));

    await waitFor(() =>
      expect(callsTo(fetchMock, "GET /api/subscription").length).toBe(before + 1),
    );
  });
});
