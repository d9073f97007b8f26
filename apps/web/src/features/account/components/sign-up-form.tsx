import { type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "@faircarat/contracts/limits";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAccount } from "../use-account";
import { firstIssueMessage } from "./first-issue";

// zod loads with the first submit, not with the page (docs/decisions/010-first-load.md).
const signUpInputSchema = () =>
  import("@faircarat/contracts/auth").then((m) => m.signUpInputSchema);

interface SignUpFormProps {
  /** Called with the normalised email once the account exists. */
  onSignedUp: (email: string) => void;
}

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { signUp } = useAccount();
  const submission = useMutation({
    mutationFn: async (form: FormData) => {
      const parsed = (await signUpInputSchema()).safeParse({
        fullName: form.get("fullName"),
        email: form.get("email"),
        password: form.get("password"),
      });
      // Refused input is told like a refused request: the same notice, its first problem as the
      // text.
      if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
      const { email, password, fullName } = parsed.data;
      await signUp(email, password, fullName);
      return email;
    },
    meta: { failure: { title: "Sign Up Failed" } },
    onSuccess: (email) => {
      toast.success("Check your email!", {
        description: "We've sent you a verification link to complete your registration.",
      });
      onSignedUp(email);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.mutate(new FormData(event.currentTarget));
  }

  const busy = submission.isPending;
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Sign up">
      <LabelledField label="Full Name">
        {(control) => <Input {...control} name="fullName" autoComplete="name" required />}
      </LabelledField>
      <LabelledField label="Email">
        {(control) => (
          <Input {...control} name="email" type="email" autoComplete="email" required />
        )}
      </LabelledField>
      <LabelledField label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
        )}
      </LabelledField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Creating Account..." : "Sign Up"}
      </Button>
    </form>
  );
}
