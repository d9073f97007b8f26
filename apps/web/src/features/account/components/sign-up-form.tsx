import { useState, type FormEvent } from "react";
import { signUpInputSchema } from "@faircarat/contracts/auth";
import { PASSWORD_MIN_LENGTH } from "@faircarat/contracts/limits";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useAccount } from "../use-account";
import { firstIssueMessage } from "./first-issue";
import { FormField } from "./form-field";

interface SignUpFormProps {
  /** Called with the normalised email once the account exists. */
  onSignedUp: (email: string) => void;
}

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { signUp } = useAccount();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signUpInputSchema.safeParse({
      fullName: form.get("fullName"),
      email: form.get("email"),
      password: form.get("password"),
    });
    if (!parsed.success) {
      toast.error("Sign Up Failed", { description: firstIssueMessage(parsed.error) });
      return;
    }
    setBusy(true);
    try {
      const { email, password, fullName } = parsed.data;
      await signUp(email, password, fullName);
      toast.success("Check your email!", {
        description: "We've sent you a verification link to complete your registration.",
      });
      onSignedUp(email);
    } catch (error) {
      toast.error("Sign Up Failed", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5" aria-label="Sign up">
      <FormField label="Full Name" name="fullName" autoComplete="name" required />
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        required
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Creating Account..." : "Sign Up"}
      </Button>
    </form>
  );
}
