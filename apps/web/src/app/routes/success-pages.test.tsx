import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  activeSubscription,
  callsTo,
  errorResponse,
  jsonResponse,
  mockApi,
  notSubscribed,
  requestKey,
  signedInSession,
  signedOutSession,
  type ApiHandlers,
} from "@/test/mock-api";
import { deferred } from "@/test/fake-tab";
import { renderApp } from "@/test/render-app";

const sessionId = "cs_test_abcdef0123456789";
const sessionPath = `GET /api/billing/checkout-sessions/${sessionId}`;
const singleReportSession = {
  id: sessionId,
  plan: "singleReport",
  status: "completed",
  amountCents: 2900,
};
const unlimitedSession = {
  id: sessionId,
  plan: "unlimited",
  status: "completed",
  amountCents: 9900,
};

function signedIn(handlers: ApiHandlers) {
  return mockApi({
    "GET /api/auth/session": () => jsonResponse(200, signedInSession),
    ...handlers,
  });
}

function purchaseSummary() {
  return screen.queryByText("Plan")?.closest("dl") ?? null;
}

describe("payment success page", () => {
  it("shows the user's own purchase, the ready credit and the transaction ID", async () => {
    signedIn({
      "GET /api/subscription": () => jsonResponse(200, { ...notSubscribed, report_credits: 1 }),
      [sessionPath]: () => jsonResponse(200, singleReportSession),
    });
    renderApp(`/payment-success?session_id=${sessionId}`);

    expect(await screen.findByText("1 report credit available")).toBeTruthy();
    await waitFor(() => expect(purchaseSummary()).not.toBeNull());
    expect(purchaseSummary()?.textContent).toContain("Single Report");
    expect(purchaseSummary()?.textContent).toContain("$29 one-time");
    expect(purchaseSummary()?.textContent).toContain("Paid");
    expect(screen.getByText("23456789")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeTruthy();
    expect(await screen.findByText("Your diamond analysis report is ready.")).toBeTruthy();
  });

  it("shows nothing of a checkout that is not the user's, and says the ID matches no purchase of theirs", async () => {
    const fetchMock = signedIn({
      "GET /api/subscription": () => jsonResponse(200, notSubscribed),
      [sessionPath]: () => errorResponse(404, "not_found", "Checkout not found."),
    });
    renderApp(`/payment-success?session_id=${sessionId}`);

    await waitFor(() => expect(callsTo(fetchMock, sessionPath)).toHaveLength(1));
    await screen.findByRole("button", { name: "Sign Out" });
    expect(purchaseSummary()).toBeNull();
    expect(screen.queryByText(/report credit/)).toBeNull();
    expect(screen.getByText("23456789")).toBeTruthy();
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^This transaction ID matches no purchase on your account\./,
    );
  });

  it("looks nothing up for a signed-out visitor", async () => {
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
    });
    renderApp(`/payment-success?session_id=${sessionId}`);

    await screen.findAllByRole("link", { name: "Get Started" });
    expect(callsTo(fetchMock, sessionPath)).toHaveLength(0);
    expect(purchaseSummary()).toBeNull();
    expect(screen.getByText("23456789")).toBeTruthy();
    // Nothing claims the purchase is theirs: a made-up id reads the same.
    expect((await screen.findByRole("status")).textContent).toBe(
      "To see this purchase, sign in with the account you paid from; your plan and credits are on the pricing page.",
    );
    expect(
      within(screen.getByRole("status"))
        .getByRole("link", { name: "sign in" })
        .getAttribute("href"),
    ).toBe("/auth");
    // The spec's toast, without saying the report is ready for whoever opened the link.
    expect(
      await screen.findByText("Sign in with the account you paid from to use it."),
    ).toBeTruthy();
    expect(screen.queryByText("Your diamond analysis report is ready.")).toBeNull();
  });

  it("renders without session_id: no transaction ID, no lookup", async () => {
    const fetchMock = signedIn({ "GET /api/subscription": () => jsonResponse(200, notSubscribed) });
    renderApp("/payment-success");

    await screen.findByRole("button", { name: "Sign Out" });
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeTruthy();
    expect(screen.getByText("What's next?")).toBeTruthy();
    expect(screen.queryByText(/Transaction ID/)).toBeNull();
    expect(
      fetchMock.mock.calls.some(([input, init]) =>
        requestKey(input, init).includes("checkout-sessions"),
      ),
    ).toBe(false);
  });

  it("waits for the provider to confirm an open checkout, then re-reads the credits", async () => {
    let confirmed = false;
    signedIn({
      "GET /api/subscription": () =>
        jsonResponse(200, { ...notSubscribed, report_credits: confirmed ? 1 : 0 }),
      [sessionPath]: () => {
        const answer = { ...singleReportSession, status: confirmed ? "completed" : "open" };
        confirmed = true;
        return jsonResponse(200, answer);
      },
    });
    renderApp(`/payment-success?session_id=${sessionId}`);

    expect(await screen.findByText("Confirming payment...")).toBeTruthy();
    expect(await screen.findByText("Paid", {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText("1 report credit available")).toBeTruthy();
  });
});

describe("subscription success page", () => {
  it("refreshes the subscription status first, then confirms and shows the plan bought", async () => {
    const status = deferred<Response>();
    const fetchMock = signedIn({
      "GET /api/subscription": () => status.promise,
      [sessionPath]: () => jsonResponse(200, unlimitedSession),
    });
    renderApp(`/subscription-success?session_id=${sessionId}`);

    await waitFor(() =>
      expect(callsTo(fetchMock, "GET /api/subscription").length).toBeGreaterThan(0),
    );
    await screen.findByRole("button", { name: "Sign Out" });
    expect(screen.queryByText("Unlimited Access is now active on your account.")).toBeNull();

    status.resolve(jsonResponse(200, activeSubscription));

    expect(await screen.findByText("Unlimited Access is now active on your account.")).toBeTruthy();
    await waitFor(() => expect(purchaseSummary()?.textContent).toContain("$99 per month"));
    expect(purchaseSummary()?.textContent).toContain("Unlimited Access");
    expect(screen.getByRole("heading", { level: 1, name: "Subscription Activated!" })).toBeTruthy();
    expect(screen.getByText("Your premium features")).toBeTruthy();
    expect(screen.getByText("23456789")).toBeTruthy();
    expect(screen.getAllByText("Unlimited Access Active").length).toBeGreaterThan(0);
  });

  it("renders without session_id", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/subscription-success");

    await screen.findAllByRole("link", { name: "Get Started" });
    expect(screen.getByRole("heading", { level: 1, name: "Subscription Activated!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Analysis" }).getAttribute("href")).toBe(
      "/#analyzer",
    );
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText(/Transaction ID/)).toBeNull();
  });

  it("tells a signed-out visitor to sign in to use it, instead of that a plan is active on their account", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp(`/subscription-success?session_id=${sessionId}`);

    expect(
      await screen.findByText("Sign in with the account you paid from to use it."),
    ).toBeTruthy();
    expect(screen.getAllByText("Subscription Activated!").length).toBeGreaterThan(1);
    expect(screen.queryByText("Unlimited Access is now active on your account.")).toBeNull();
  });
});
