import { toast as sonnerToast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { subscribeToToastRequests, toast, toastsRequested } from "./toast";

vi.mock("sonner", () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

describe("toast", () => {
  it("asks for the toaster with the first toast, then shows the waiting toasts in order and later ones at once", async () => {
    const listener = vi.fn();
    subscribeToToastRequests(listener);
    expect(toastsRequested()).toBe(false);

    toast.error("Upload failed", { description: "Please try again." });
    toast("Checkout Cancelled");
    expect(listener).toHaveBeenCalledOnce();
    expect(toastsRequested()).toBe(true);

    await vi.waitFor(() =>
      expect(sonnerToast).toHaveBeenCalledWith("Checkout Cancelled", undefined),
    );
    expect(sonnerToast.error).toHaveBeenCalledWith("Upload failed", {
      description: "Please try again.",
    });
    expect(vi.mocked(sonnerToast.error).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(sonnerToast).mock.invocationCallOrder[0]!,
    );

    toast.success("Message sent");
    expect(sonnerToast.success).toHaveBeenCalledWith("Message sent", undefined);
    expect(listener).toHaveBeenCalledOnce();
  });
});
