import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { useAccount } from "../use-account";
import { firstIssueMessage } from "./first-issue";

// zod loads with the first submit, not with the page (docs/decisions/010-first-load.md).
const signInInputSchema = () => import("@faircarat/contracts/auth").then((m) => m.signInInputSchema);

export function SignInForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { signIn } = useAccount();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const parsed = (await signInInputSchema()).safeParse({ email: form.get("email"), password: form.get("password") });
      if (!parsed.success) {
        toast.error("Sign In Failed", { description: firstIssueMessage(parsed.error) });
        return;
      }
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
      <LabelledField label="Email">{(control) => <Input {...control} name="email" type="email" autoComplete="email" defaultValue={initialEmail} required />}</LabelledField>
      <LabelledField label="Password">{(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}</LabelledField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
