import { useState, type FormEvent } from "react";
import type { TrackedDiamond } from "@faircarat/contracts";
import { formatDate, formatDollarRange, formatDollars } from "@faircarat/contracts/figures";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useTracked } from "../hooks/use-tracked";

/** Today in the owner's own calendar, yyyy-mm-dd: the latest day the date input offers. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day a tracked diamond was bought, as a date input ("" for none). */
export function PurchaseDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <LabelledField
      label="Bought on (optional)"
      hint="We show its value on that day beside today's; empty for none."
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          type="date"
          max={localToday()}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </LabelledField>
  );
}

/**
 * The value on the day it was bought beside today's: "Bought Jan 15, 2025: worth $4,210 that day
 * (80% range ...); $3,820 today." Or why that day has no value, or an offer to add the day.
 */
export function PurchaseValue({ userId, diamond }: { userId: string; diamond: TrackedDiamond }) {
  const { update } = useTracked(userId);
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(diamond.purchaseDate ?? "");
  const today = diamond.points.at(-1);
  const save = (purchaseDate: string | null) =>
    update.mutate({ trackedId: diamond.id, purchaseDate }, { onSuccess: () => setEditing(false) });

  function submit(event: FormEvent) {
    event.preventDefault();
    save(day.trim() || null);
  }

  if (editing)
    return (
      <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-2">
        <PurchaseDateField
          value={day}
          onChange={setDay}
          error={update.error?.message ?? undefined}
        />
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </form>
    );

  const value = diamond.purchaseValue;
  return (
    <div className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-ink-soft">
      {diamond.purchaseDate ? (
        <p>
          Bought <time dateTime={diamond.purchaseDate}>{formatDate(diamond.purchaseDate)}</time>
          {value ? (
            <>
              : value on the day it was bought{" "}
              <span className="font-semibold text-ink tabular-nums">
                {formatDollars(value.fairValue)}
              </span>{" "}
              <span className="tabular-nums">
                (80% range {formatDollarRange(value.low, value.high)})
              </span>
              {today ? (
                <>
                  , today{" "}
                  <span className="font-semibold text-ink tabular-nums">
                    {formatDollars(today.fairValue)}
                  </span>
                </>
              ) : null}
              .
            </>
          ) : (
            <>. {diamond.purchaseValueNote}</>
          )}
        </p>
      ) : null}
      <button
        type="button"
        className="font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        onClick={() => {
          setDay(diamond.purchaseDate ?? "");
          update.reset();
          setEditing(true);
        }}
      >
        {diamond.purchaseDate ? "Change purchase date" : "Add the day you bought it"}
      </button>
    </div>
  );
}
