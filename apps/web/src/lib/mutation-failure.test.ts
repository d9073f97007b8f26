import type { MutationMeta } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/app/query-client";
import { ApiError } from "./api-client";
import { toast } from "./toast";

vi.mock("./toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** Runs one failing write through the app's query client, as `useMutation` would. */
async function failWrite(meta: MutationMeta) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () =>
      Promise.reject(new ApiError("rate_limited", "Too many attempts. Please wait a minute.", 429)),
    meta,
  });
  await mutation.execute(undefined).catch(() => undefined);
}

describe("the app's query client tells a failed write one way", () => {
  it("with the notice's title and the server's message", async () => {
    await failWrite({ failure: { title: "Sign In Failed" } });
    expect(toast.error).toHaveBeenCalledWith("Sign In Failed", {
      description: "Too many attempts. Please wait a minute.",
    });
  });

  it("with the spec's fixed words when the notice has them, and logs the error behind them", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await failWrite({
      failure: {
        title: "Payment Error",
        description: "Failed to create payment session. Please try again.",
      },
    });
    expect(toast.error).toHaveBeenCalledWith("Payment Error", {
      description: "Failed to create payment session. Please try again.",
    });
    expect(log).toHaveBeenCalledWith(
      "Payment Error: Failed to create payment session. Please try again.",
      expect.any(ApiError),
    );
  });

  it("not at all for a write that tells its own failure (no notice)", async () => {
    vi.mocked(toast.error).mockClear();
    await failWrite({});
    expect(toast.error).not.toHaveBeenCalled();
  });
});
