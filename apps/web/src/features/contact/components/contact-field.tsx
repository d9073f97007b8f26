import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

interface ContactFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** Renders the control with the ids it must carry for its label and its error. */
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode;
}

/** A labelled control with its validation message tied to it. */
export function ContactField({ id, label, error, children }: ContactFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error !== undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
