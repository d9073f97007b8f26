import { useState, type FormEvent } from "react";
import { signInInputSchema } from "@faircarat/contracts/auth";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useAccount } from "../use-account";
import { firstIssueMessage } from "./first-issue";
import { FormField } from "./form-field";

export function SignInForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { signIn } = useAccount();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInInputSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      toast.error("Sign In Failed", { description: firstIssueMessage(parsed.error) });
      return;
    }
    setBusy(true);
    try {
      await signIn(parsed.data.email, parsed.data.password);
      toast.success("Welcome back!", { description: "You have successfully signed in." });
      await navigate("/");
    } catch (error) {
      toast.error("Sign In Failed", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5" aria-label="Sign in">
      <FormField label="Email" name="email" type="email" autoComplete="email" defaultValue={initialEmail} required />
      <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
