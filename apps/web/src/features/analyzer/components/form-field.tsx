import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

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
