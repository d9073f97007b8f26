import type { ComponentProps, ReactNode } from "react";
import { LabelledField } from "@/components/labelled-field";
import { Input } from "@/components/ui/input";

interface AnalyzerFieldProps extends Omit<ComponentProps<"input">, "id" | "onChange" | "value"> {
  id: string;
  label: ReactNode;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions offered while still accepting any text. */
  suggestions?: readonly string[];
}

/** A labelled text input of the analyzer form. */
export function AnalyzerField({ id, label, hint, value, onValueChange, suggestions, ...props }: AnalyzerFieldProps) {
  const listId = suggestions ? `${id}-suggestions` : undefined;
  return (
    <LabelledField id={id} label={label} hint={hint}>
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
