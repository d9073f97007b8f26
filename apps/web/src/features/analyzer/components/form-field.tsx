import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

interface FormFieldProps extends Omit<ComponentProps<"input">, "id" | "onChange" | "value"> {
  id: string;
  label: ReactNode;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions offered while still accepting any text. */
  suggestions?: readonly string[];
}

/** A labelled text input of the analyzer form. */
export function FormField({ id, label, hint, value, onValueChange, suggestions, ...props }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const listId = suggestions ? `${id}-suggestions` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="flex items-center gap-2">
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={hintId}
        list={listId}
        autoComplete="off"
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id" | "onChange" | "value"> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** What the empty choice says; choosing it leaves the field blank. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled choice from a closed list, styled like the form's text inputs. */
export function SelectField({ id, label, value, onValueChange, emptyLabel, options, className, ...props }: SelectFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="flex items-center gap-2">
        {label}
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(
          "h-11 w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink",
          "focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary sm:text-sm",
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
    </div>
  );
}
