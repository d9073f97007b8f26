import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";

/**
 * After a cancelled checkout (`?checkout=cancelled`) says nothing was charged, once, and tidies the
 * URL; `onCancelled` drops what was waiting for the purchase.
 */
export function useCheckoutCancelledNotice(onCancelled: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const cancelled = searchParams.get("checkout") === "cancelled";

  useEffect(() => {
    if (!cancelled) return;
    onCancelled();
    // The id keeps it to one toast even when the effect runs twice.
    toast("Checkout Cancelled", {
      id: "checkout-cancelled",
      description:
        "Your checkout was cancelled and nothing was charged. Choose a plan whenever you are ready.",
    });
    setSearchParams(
      (params) => {
        params.delete("checkout");
        return params;
      },
      { replace: true },
    );
  }, [cancelled, setSearchParams, onCancelled]);
}
