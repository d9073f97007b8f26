import { type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAccount } from "../use-account";
import { firstIssueMessage } from "./first-issue";

// zod loads with the first submit, not with the page (docs/decisions/010-first-load.md).
const signInInputSchema = () =>
  import("@faircarat/contracts/auth").then((m) => m.signInInputSchema);

export function SignInForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { signIn } = useAccount();
  const navigate = useNavigate();
  const submission = useMutation({
    mutationFn: async (form: FormData) => {
      const parsed = (await signInInputSchema()).safeParse({
        email: form.get("email"),
        password: form.get("password"),
      });
      // Refused input is told like a refused request: the same notice, its first problem as the
      // text.
      if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
      await signIn(parsed.data.email, parsed.data.password);
    },
    meta: { failure: { title: "Sign In Failed" } },
    onSuccess: async () => {
      toast.success("Welcome back!", { description: "You have successfully signed in." });
      await navigate("/");
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.mutate(new FormData(event.currentTarget));
  }

  const busy = submission.isPending;
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Sign in">
      <LabelledField label="Email">
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={initialEmail}
            required
          />
        )}
      </LabelledField>
      <LabelledField label="Password">
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </LabelledField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
