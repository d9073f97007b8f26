import type { ComponentProps, ReactNode } from "react";
import { LabelledField } from "@/components/labelled-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * What the form hands each of its fields: the control's id, its text, how to change it and why a
 * click refused it.
 */
export interface FieldBinding {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** The text is what a read certificate put there: said under the field. */
  filled?: boolean | undefined;
}

/** Said under a field a certificate filled, before its own hint. */
export const filledNote = "Filled from the certificate.";

const withFilledNote = (hint: string | undefined, filled: boolean | undefined) =>
  filled ? [filledNote, hint].filter(Boolean).join(" ") : hint;

interface AnalyzerFieldProps extends Omit<ComponentProps<"input">, "id" | "onChange" | "value"> {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  filled?: boolean | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions offered while still accepting any text. */
  suggestions?: readonly string[];
}

/** A labelled text input of the analyzer form. */
export function AnalyzerField({
  id,
  label,
  hint,
  error,
  filled,
  value,
  onValueChange,
  suggestions,
  ...props
}: AnalyzerFieldProps) {
  const listId = suggestions ? `${id}-suggestions` : undefined;
  return (
    <LabelledField id={id} label={label} hint={withFilledNote(hint, filled)} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            list={listId}
            autoComplete="off"
            {...props}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </LabelledField>
  );
}

interface AnalyzerSelectProps extends Omit<ComponentProps<"select">, "id" | "onChange" | "value"> {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  filled?: boolean | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** What the empty choice says; choosing it leaves the field blank. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled choice from a closed list, styled like the form's text inputs. */
export function AnalyzerSelect({
  id,
  label,
  hint,
  error,
  filled,
  value,
  onValueChange,
  emptyLabel,
  options,
  className,
  ...props
}: AnalyzerSelectProps) {
  return (
    <LabelledField id={id} label={label} hint={withFilledNote(hint, filled)} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(
            "h-11 w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink",
            "focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-invalid:border-danger sm:text-sm",
            className,
          )}
          {...props}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
