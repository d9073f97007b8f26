import { useState, type FormEvent } from "react";
import type { TrackingAlerts } from "@faircarat/contracts";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { readAlertsForm, type AlertsFormValues } from "../tracking-alerts-form";
import { PurchaseDateField } from "./purchase-date";

interface AlertSettingsFormProps {
  initial: AlertsFormValues;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, shown under the form. */
  error?: string | null;
  /** Ask for the day the stone was bought too (when starting to track it). */
  askPurchaseDate?: boolean;
  onSubmit: (alerts: TrackingAlerts, purchaseDate: string | null) => void;
  onCancel?: () => void;
}

/** Which alerts to email about one tracked diamond; a blank number turns that alert off. */
export function AlertSettingsForm({
  initial,
  submitLabel,
  busy,
  error,
  askPurchaseDate = false,
  onSubmit,
  onCancel,
}: AlertSettingsFormProps) {
  const [values, setValues] = useState(initial);
  const [purchaseDate, setPurchaseDate] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"movePercent" | "comparableBelow", string>>>(
    {},
  );
  const set = <K extends keyof AlertsFormValues>(field: K, value: AlertsFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field no longer shows the message about what it held.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAlertsForm(values);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onSubmit(read.alerts, purchaseDate.trim() || null);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-card border border-line bg-canvas p-4"
    >
      <p className="text-sm text-ink-soft">
        We re-price it after each market update and email you at most once a day.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          label="Fair value moves by at least (%)"
          hint="Blank: no alert."
          error={errors.movePercent}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={values.movePercent}
              onChange={(e) => set("movePercent", e.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField
          label="A comparable stone is listed below ($)"
          hint="Blank: no alert."
          error={errors.comparableBelow}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              placeholder="e.g. 3,500"
              value={values.comparableBelow}
              onChange={(e) => set("comparableBelow", e.target.value)}
            />
          )}
        </LabelledField>
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.listedPriceChange}
          onChange={(e) => set("listedPriceChange", e.target.checked)}
        />
        The listed price changes
      </label>
      {askPurchaseDate ? (
        <div className="sm:w-1/2">
          <PurchaseDateField value={purchaseDate} onChange={setPurchaseDate} />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
