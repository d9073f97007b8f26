import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";

/**
 * Query parameters the emailed confirmation link comes back with: sign-up's callback
 * "/?verified=1", or the provider's ?error=.
 */
const verifiedParam = "verified";
const errorParam = "error";

/**
 * Says what the emailed confirmation link did: it lands on the home page either way, signed in or
 * with `?error=INVALID_TOKEN`, and said nothing. The parameters are then dropped from the address.
 */
export function useVerificationNotice(): void {
  const [params, setParams] = useSearchParams();
  const error = params.get(errorParam);
  const verified = params.has(verifiedParam);
  useEffect(() => {
    if (!error && !verified) return;
    if (error)
      toast.error("Link Not Valid", {
        description: "This confirmation link is not valid or has expired.",
      });
    else
      toast.success("Email Confirmed", {
        description: "Thank you: your email address is confirmed.",
      });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(errorParam);
        next.delete(verifiedParam);
        return next;
      },
      { replace: true },
    );
  }, [error, verified, setParams]);
}
