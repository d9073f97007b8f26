import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** What a field's control must carry to be tied to its label, its hint and its error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface LabelledFieldProps {
  label: ReactNode;
  /** The control's id; one is generated when the form does not need to know it. */
  id?: string;
  hint?: string | undefined;
  /** The field's validation message; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** Renders the control (an Input, a Textarea...) with the ids it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The forms' one labelled field: a label, its control, then an optional hint and validation
 * message.
 */
export function LabelledField({ label, id, hint, error, children }: LabelledFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={controlId} className="flex items-center gap-2">
        {label}
      </Label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
