import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useReturnFocus } from "@/lib/use-return-focus";
import { postEnterpriseLead } from "../api/enterprise-leads-api";

type Field = "company" | "name" | "email" | "useCase" | "expectedMonthlyCalls";
const empty: Record<Field, string> = {
  company: "",
  name: "",
  email: "",
  useCase: "",
  expectedMonthlyCalls: "",
};
// zod loads with the first submit, not with the page (docs/decisions/010-first-load.md).
const leadSchema = () =>
  import("@faircarat/contracts/api-access").then((m) => m.enterpriseLeadInputSchema);

export type LeadSource = "request-quote" | "contact-sales";

/**
 * The enterprise enquiry: company, name, email, use case and expected monthly calls; stored and
 * acknowledged by email.
 */
export function EnterpriseLeadDialog({
  source,
  onClose,
}: {
  source: LeadSource | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Its failure is told inside the dialog, beside the Send button, not as a toast behind it.
  const sending = useMutation({
    mutationFn: postEnterpriseLead,
    onSuccess: () => setValues(empty),
  });
  const busy = sending.isPending;
  const failure = sending.isError ? errorMessage(sending.error) : null;
  const sentTo = sending.isSuccess ? sending.variables.email : null;

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const calls = values.expectedMonthlyCalls.replace(/[,\s]/g, "");
    const parsed = (await leadSchema()).safeParse({
      ...values,
      expectedMonthlyCalls: calls === "" ? undefined : Number(calls),
      source: source ?? "request-quote",
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      const first = (Object.keys(empty) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(`lead-${first}`)?.focus();
      return;
    }
    setErrors({});
    sending.mutate(parsed.data);
  }

  // Opened from the page's Request Quote and Contact Sales buttons, not a Radix trigger.
  const returnFocus = useReturnFocus();
  const close = (open: boolean) => {
    if (open) return;
    sending.reset();
    onClose();
  };

  return (
    <Dialog.Root open={source !== null} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-5 shadow-card focus:outline-none sm:p-8"
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-ink">
            {source === "contact-sales" ? "Contact Sales" : "Request a Quote"}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            Tell us about your business; our sales team replies within one business day.
          </Dialog.Description>
          {sentTo ? (
            <div className="mt-6 space-y-3" role="status">
              <CheckCircle2 aria-hidden="true" className="size-8 text-savings" />
              <p className="font-semibold text-ink">Thank you! We have your request.</p>
              <p className="text-sm text-ink-soft">A confirmation is on its way to {sentTo}.</p>
              <Button onClick={() => close(false)}>Close</Button>
            </div>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
              <LabelledField label="Company" id="lead-company" error={errors.company}>
                {(control) => (
                  <Input
                    {...control}
                    autoComplete="organization"
                    value={values.company}
                    onChange={change("company")}
                    disabled={busy}
                  />
                )}
              </LabelledField>
              <LabelledField label="Name" id="lead-name" error={errors.name}>
                {(control) => (
                  <Input
                    {...control}
                    autoComplete="name"
                    value={values.name}
                    onChange={change("name")}
                    disabled={busy}
                  />
                )}
              </LabelledField>
              <LabelledField label="Email" id="lead-email" error={errors.email}>
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={change("email")}
                    disabled={busy}
                  />
                )}
              </LabelledField>
              <LabelledField
                label="Use case"
                id="lead-useCase"
                hint="e.g. price checks for our online inventory"
                error={errors.useCase}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    value={values.useCase}
                    onChange={change("useCase")}
                    disabled={busy}
                  />
                )}
              </LabelledField>
              <LabelledField
                label="Expected monthly calls"
                id="lead-expectedMonthlyCalls"
                error={errors.expectedMonthlyCalls}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    placeholder="50,000"
                    value={values.expectedMonthlyCalls}
                    onChange={change("expectedMonthlyCalls")}
                    disabled={busy}
                  />
                )}
              </LabelledField>
              {failure ? (
                <p role="alert" className="text-sm text-danger">
                  {failure}
                </p>
              ) : null}
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {busy ? "Sending..." : "Send Request"}
              </Button>
            </form>
          )}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-10 place-items-center rounded-md text-ink-soft hover:bg-primary-soft hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
