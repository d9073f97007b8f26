import { act, renderHook } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUploads } from "./use-uploads";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const notes = new File(["hello"], "notes.txt", { type: "text/plain" });

describe("useUploads", () => {
  afterEach(() => vi.mocked(toast.error).mockClear());

  it("holds a file chosen while the session check is pending and checks it once the account is known", async () => {
    const signingIn: { userId: string | null; loading: boolean } = { userId: null, loading: true };
    const { result, rerender } = renderHook((account) => useUploads(account), {
      initialProps: signingIn,
    });
    await act(() => result.current.upload(notes));
    expect(toast.error).not.toHaveBeenCalled();

    rerender({ userId: "user-1", loading: false });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledOnce());
    expect(toast.error).toHaveBeenCalledWith("Invalid file type", {
      description: "Please upload an image (JPG, PNG, WebP) or PDF file.",
    });
  });

  it("asks a signed-out visitor to sign in once the session check says so", async () => {
    const { result } = renderHook(() => useUploads({ userId: null, loading: false }));
    await act(() => result.current.upload(notes));
    expect(toast.error).toHaveBeenCalledWith("Authentication Required", {
      description: "Please sign in to upload files.",
    });
  });
});
