import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, fakeNewTab } from "@/test/fake-tab";
import {
  activeSubscription,
  callsTo,
  errorResponse,
  jsonResponse,
  mockApi,
  notSubscribed,
  signedInSession,
  signedOutSession,
  type ApiHandlers,
} from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { storageKeys } from "@/config/storage-keys";

const checkoutUrl = "http://localhost/api/billing/test-checkout/cs_test_1";

function signedIn(handlers: ApiHandlers, subscription = notSubscribed) {
  return mockApi({
    "GET /api/auth/session": () => jsonResponse(200, signedInSession),
    "GET /api/subscription": () => jsonResponse(200, subscription),
    ...handlers,
  });
}

function card(name: string) {
  return screen.getByRole("region", { name });
}

/**
 * Waits for the account to load (the session, then the subscription), with room for a busy machine.
 */
async function enabledButton(name: string) {
  const button = await screen.findByRole("button", { name }, { timeout: 3000 });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), {
    timeout: 3000,
  });
  return button as HTMLButtonElement;
}

describe("pricing page", () => {
  it("shows both plans from the one price list, with Most Popular on Unlimited Access", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    renderApp("/pricing");

    await enabledButton("Get Single Report");
    expect(card("Single Report").textContent).toContain("$29 per report");
    expect(card("Unlimited Access").textContent).toContain("$99 per month");
    expect(within(card("Unlimited Access")).getByText("Most Popular")).toBeTruthy();
    expect(
      within(card("Unlimited Access")).getByRole("button", { name: "Start Unlimited Access" }),
    ).toBeTruthy();
  });

  it("shows a signed-in buyer's unused Single Report credits on its card, as the success page promises", async () => {
    signedIn({}, { ...notSubscribed, report_credits: 2 });
    renderApp("/pricing");

    await enabledButton("Get Single Report");
    await waitFor(() =>
      expect(card("Single Report").textContent).toContain("2 report credits available"),
    );
    expect(card("Unlimited Access").textContent).not.toContain("credit");
  });

  it.each([
    ["Get Single Report", "Please sign in to purchase a diamond analysis report."],
    ["Start Unlimited Access", "Please sign in to start your subscription."],
  ])("signed out, '%s' asks to sign in and requests nothing", async (buttonName, message) => {
    const fetchMock = mockApi({
      "GET /api/auth/session": () => jsonResponse(200, signedOutSession),
    });
    const { open } = fakeNewTab();
    renderApp("/pricing");

    fireEvent.click(await enabledButton(buttonName));

    expect(await screen.findByText("Authentication Required")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it("shows 'Processing...' on a disabled button while the payment session is created, then opens it in a new tab", async () => {
    const response = deferred<Response>();
    const fetchMock = signedIn({ "POST /api/billing/create-payment": () => response.promise });
    const { tab, open } = fakeNewTab();
    renderApp("/pricing");

    const button = await enabledButton("Get Single Report");
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toBe("Processing..."));
    expect(button.disabled).toBe(true);
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();

    response.resolve(jsonResponse(200, { url: checkoutUrl }));

    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(checkoutUrl));
    await waitFor(() => expect(button.textContent).toBe("Get Single Report"));
    expect(button.disabled).toBe(false);
    expect(callsTo(fetchMock, "POST /api/billing/create-payment")).toHaveLength(1);
  });

  it("starts the subscription checkout in a new tab", async () => {
    signedIn({
      "POST /api/billing/create-checkout": () => jsonResponse(200, { url: checkoutUrl }),
    });
    const { tab } = fakeNewTab();
    renderApp("/pricing");

    fireEvent.click(await enabledButton("Start Unlimited Access"));

    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(checkoutUrl));
  });

  it.each([
    [
      "Get Single Report",
      "POST /api/billing/create-payment",
      "Payment Error",
      "Failed to create payment session. Please try again.",
    ],
    [
      "Start Unlimited Access",
      "POST /api/billing/create-checkout",
      "Checkout Error",
      "Failed to create checkout session. Please try again.",
    ],
  ])(
    "'%s' failing shows the error, logs it, closes the tab and frees the button",
    async (name, call, title, message) => {
      signedIn({ [call]: () => errorResponse(500, "internal", "Something went wrong") });
      const { tab } = fakeNewTab();
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      renderApp("/pricing");

      const button = await enabledButton(name);
      fireEvent.click(button);

      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(logged).toHaveBeenCalled();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.replace).not.toHaveBeenCalled();
      await waitFor(() => expect(button.textContent).toBe(name));
      expect(button.disabled).toBe(false);
    },
  );

  it("shows a subscriber 'Your Plan' and 'Manage Subscription', which opens the customer portal", async () => {
    const portalUrl = "http://localhost/api/billing/test-portal";
    const fetchMock = signedIn(
      { "POST /api/billing/customer-portal": () => jsonResponse(200, { url: portalUrl }) },
      activeSubscription,
    );
    const { tab } = fakeNewTab();
    renderApp("/pricing");

    fireEvent.click(await enabledButton("Manage Subscription"));

    const unlimited = card("Unlimited Access");
    expect(within(unlimited).getByText("Your Plan")).toBeTruthy();
    expect(within(unlimited).queryByText("Most Popular")).toBeNull();
    expect(screen.queryByRole("button", { name: "Start Unlimited Access" })).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(portalUrl));
    expect(callsTo(fetchMock, "POST /api/billing/create-checkout")).toHaveLength(0);
  });

  it("shows the portal error when the portal cannot open", async () => {
    signedIn(
      {
        "POST /api/billing/customer-portal": () =>
          errorResponse(404, "not_found", "No billing account."),
      },
      activeSubscription,
    );
    fakeNewTab();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/pricing");

    fireEvent.click(await enabledButton("Manage Subscription"));

    expect(
      await screen.findByText("Failed to open customer portal. Please try again."),
    ).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it("re-reads the subscription when the checkout says the plan is already held", async () => {
    let subscription = notSubscribed;
    signedIn({
      "GET /api/subscription": () => jsonResponse(200, subscription),
      "POST /api/billing/create-checkout": () => {
        subscription = activeSubscription;
        return errorResponse(409, "conflict", "You already have Unlimited Access.");
      },
    });
    fakeNewTab();
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/pricing");

    fireEvent.click(await enabledButton("Start Unlimited Access"));

    expect(await screen.findByText("Checkout Error")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Manage Subscription" })).toBeTruthy();
  });

  it("says once that a cancelled checkout charged nothing, drops the analysis waiting for it, and tidies the address", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, signedOutSession) });
    localStorage.setItem(storageKeys.pendingAnalysis, "true");
    const { router } = renderApp("/pricing?checkout=cancelled");

    expect(await screen.findByText("Checkout Cancelled")).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getAllByText("Checkout Cancelled")).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.pendingAnalysis)).toBeNull();
  });
});
