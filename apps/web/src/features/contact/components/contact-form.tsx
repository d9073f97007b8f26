import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { ContactMessageInput } from "@faircarat/contracts/contact";
import { CONTACT_SUBJECT_MAX_LENGTH } from "@faircarat/contracts/limits";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, Send } from "lucide-react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { earlyInputsOf } from "@/lib/early-input";
import { postContactMessage } from "../api/contact-api";

type Field = keyof ContactMessageInput;
type Errors = Partial<Record<Field, string>>;

const empty: Record<Field, string> = {
  firstName: "",
  lastName: "",
  email: "",
  subject: "",
  message: "",
};
const fields = Object.keys(empty) as Field[];
const noSubscription = () => () => {};
// zod loads with the first submit, not with the page (docs/decisions/010-first-load.md).
const contactMessageInputSchema = () =>
  import("@faircarat/contracts/contact").then((m) => m.contactMessageInputSchema);

/**
 * The contact form: validated here and on the server, stored, and acknowledged; typed text survives
 * errors.
 */
export function ContactForm() {
  const [params] = useSearchParams();
  // The page is prerendered without a query: take the prefilled subject only after hydration.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const prefilledSubject = hydrated
    ? (params.get("subject") ?? "").slice(0, CONTACT_SUBJECT_MAX_LENGTH)
    : "";
  const [edited, setEdited] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Errors>({});
  // Typed into the prerendered form before the app started: kept, not wiped by hydration.
  const typedEarly = hydrated ? earlyInputsOf("contact-", fields) : {};
  const values: Record<Field, string> = {
    ...empty,
    subject: prefilledSubject,
    ...typedEarly,
    ...edited,
  };
  const confirmation = useRef<HTMLHeadingElement>(null);
  const sending = useMutation({
    mutationFn: postContactMessage,
    meta: { failure: { title: "Message Not Sent" } },
    onSuccess: () => {
      toast.success("Message Sent", { description: "Thank you! We reply within 24 hours." });
      setEdited({});
      setErrors({});
    },
  });
  const busy = sending.isPending;
  const sent = sending.isSuccess ? sending.variables : null;

  useEffect(() => {
    // The form is gone: bring the confirmation into view and to screen readers.
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setEdited((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Checked before the fields are disabled as busy: a refused form moves focus to its first
    // error.
    const parsed = (await contactMessageInputSchema()).safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      toast.error("Message Not Sent", { description: parsed.error.issues[0]?.message });
      const first = (Object.keys(empty) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    sending.mutate(parsed.data);
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <span className="grid size-12 place-items-center rounded-full bg-savings-soft text-savings">
          <CheckCircle2 aria-hidden="true" className="size-6" />
        </span>
        <h2
          ref={confirmation}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-ink focus:outline-none"
        >
          Message sent
        </h2>
        <p className="text-ink-soft">
          Thank you, {sent.firstName}. We have your message and will reply to{" "}
          <strong className="text-ink">{sent.email}</strong> within 24 hours.
        </p>
        <Button variant="secondary" onClick={() => sending.reset()}>
          Send another message
        </Button>
      </div>
    );
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: change(name),
    disabled: busy,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Contact"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField id="contact-firstName" label="First Name" error={errors.firstName}>
          {(control) => <Input {...control} {...field("firstName")} autoComplete="given-name" />}
        </LabelledField>
        <LabelledField id="contact-lastName" label="Last Name" error={errors.lastName}>
          {(control) => <Input {...control} {...field("lastName")} autoComplete="family-name" />}
        </LabelledField>
      </div>
      <LabelledField id="contact-email" label="Email" error={errors.email}>
        {(control) => <Input {...control} {...field("email")} type="email" autoComplete="email" />}
      </LabelledField>
      <LabelledField id="contact-subject" label="Subject" error={errors.subject}>
        {(control) => (
          <Input {...control} {...field("subject")} maxLength={CONTACT_SUBJECT_MAX_LENGTH} />
        )}
      </LabelledField>
      <LabelledField id="contact-message" label="Message" error={errors.message}>
        {(control) => <Textarea {...control} {...field("message")} rows={6} />}
      </LabelledField>
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        aria-busy={busy || undefined}
        className="self-start"
      >
        <Send aria-hidden="true" />
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
