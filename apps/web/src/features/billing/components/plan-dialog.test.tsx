import { useState } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "@/config/storage-keys";
import { deferred } from "@/test/fake-tab";
import { renderWithClient } from "@/test/render-with-client";
import { callsTo, errorResponse, jsonResponse, mockApi } from "@/test/mock-api";
import { PlanDialog } from "./plan-dialog";

const checkoutUrl = "http://localhost/api/billing/test-checkout/cs_test_1";

/** The analyzer's use of the dialog: open, and "close and analyze" once a plan is in hand. */
function Harness({ hasUnlimitedPlan = false, onPurchaseComplete = () => {} }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>dialog {open ? "open" : "closed"}</p>
      <PlanDialog
        open={open}
        onOpenChange={setOpen}
        onPurchaseComplete={onPurchaseComplete}
        hasUnlimitedPlan={hasUnlimitedPlan}
      />
      <Toaster />
    </>
  );
}

function dialog() {
  return screen.getByRole("dialog", { name: "Choose Your Plan to Continue" });
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  localStorage.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => localStorage.clear());

describe("PlanDialog", () => {
  it("offers both plans with their prices, Most Popular and the guarantee", () => {
    mockApi({});
    renderWithClient(<Harness />);

    const single = within(dialog()).getByRole("region", { name: "Single Report" });
    const unlimited = within(dialog()).getByRole("region", { name: "Unlimited Access" });
    expect(single.textContent).toContain("$29 one-time");
    expect(unlimited.textContent).toContain("$99 per month");
    expect(within(unlimited).getByText("Most Popular")).toBeTruthy();
    expect(within(unlimited).getByRole("button", { name: "Start Unlimited Access" })).toBeTruthy();
    expect(dialog().textContent).toContain(
      "Both plans include a money-back guarantee. Most customers save $1,000-$5,000.",
    );
  });

  it("Single Report: marks the analysis pending, creates a payment session and goes there in this tab", async () => {
    const response = deferred<Response>();
    const fetchMock = mockApi({ "POST /api/billing/create-payment": () => response.promise });
    renderWithClient(<Harness />);

    const button = within(dialog()).getByRole<HTMLButtonElement>("button", {
      name: "Get Single Report",
    });
    fireEvent.click(button);

    expect(localStorage.getItem(storageKeys.pendingAnalysis)).toBe("true");
    await waitFor(() => expect(button.textContent).toBe("Processing..."));
    expect(button.disabled).toBe(true);
    expect(
      within(dialog()).getByRole<HTMLButtonElement>("button", { name: "Start Unlimited Access" })
        .disabled,
    ).toBe(true);

    response.resolve(jsonResponse(200, { url: checkoutUrl }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(callsTo(fetchMock, "POST /api/billing/create-payment")).toHaveLength(1);
  });

  it("Unlimited without the plan: marks the analysis pending, creates a checkout and goes there", async () => {
    const fetchMock = mockApi({
      "POST /api/billing/create-checkout": () => jsonResponse(200, { url: checkoutUrl }),
    });
    const onPurchaseComplete = vi.fn();
    renderWithClient(<Harness onPurchaseComplete={onPurchaseComplete} />);

    fireEvent.click(within(dialog()).getByRole("button", { name: "Start Unlimited Access" }));

    expect(localStorage.getItem(storageKeys.pendingAnalysis)).toBe("true");
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(callsTo(fetchMock, "POST /api/billing/create-checkout")).toHaveLength(1);
    expect(onPurchaseComplete).not.toHaveBeenCalled();
  });

  it("Unlimited for a subscriber: 'Your Active Plan', and 'Continue with Subscription' closes and carries on without a request", async () => {
    const fetchMock = mockApi({});
    const onPurchaseComplete = vi.fn();
    renderWithClient(<Harness hasUnlimitedPlan onPurchaseComplete={onPurchaseComplete} />);

    const unlimited = within(dialog()).getByRole("region", { name: "Unlimited Access" });
    expect(within(unlimited).getByText("Your Active Plan")).toBeTruthy();
    expect(within(unlimited).queryByText("Most Popular")).toBeNull();
    fireEvent.click(within(unlimited).getByRole("button", { name: "Continue with Subscription" }));

    expect(localStorage.getItem(storageKeys.pendingAnalysis)).toBe("true");
    expect(onPurchaseComplete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("dialog closed")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
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
    "'%s' failing shows the error, logs it and leaves nothing pending",
    async (name, call, title, message) => {
      mockApi({ [call]: () => errorResponse(500, "internal", "Something went wrong") });
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      renderWithClient(<Harness />);

      const button = within(dialog()).getByRole<HTMLButtonElement>("button", { name });
      fireEvent.click(button);

      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      // Repeated inside the modal, which hides the toasts from screen readers.
      expect(within(dialog()).getByRole("alert").textContent).toBe(`${title}: ${message}`);
      expect(logged).toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(localStorage.getItem(storageKeys.pendingAnalysis)).toBeNull();
      await waitFor(() => expect(button.disabled).toBe(false));
      expect(button.textContent).toBe(name);
    },
  );

  it("closes with its Close button", async () => {
    mockApi({});
    renderWithClient(<Harness />);

    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("PlanDialog focus", () => {
  /** As the analyzer opens it: from its Analyze button, with no Radix trigger. */
  function OpenedFromAButton() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Analyze Diamond
        </button>
        <PlanDialog
          open={open}
          onOpenChange={setOpen}
          onPurchaseComplete={() => {}}
          hasUnlimitedPlan={false}
        />
      </>
    );
  }

  it("gives focus back to the button that opened it when it closes", async () => {
    mockApi({});
    renderWithClient(<OpenedFromAButton />);
    const analyze = screen.getByRole("button", { name: "Analyze Diamond" });
    analyze.focus();
    fireEvent.click(analyze);
    await waitFor(() => expect(dialog().contains(document.activeElement)).toBe(true));

    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(analyze));
  });
});
