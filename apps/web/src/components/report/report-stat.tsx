import { cn } from "@/lib/cn";

interface ReportStatProps {
  label: string;
  value: string;
  note?: string;
  tone?: "default" | "savings" | "danger";
}

/** One figure of a report; render inside a <dl>. */
export function ReportStat({ label, value, note, tone = "default" }: ReportStatProps) {
  return (
    <div className="rounded-control bg-canvas p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd
        className={cn(
          "mt-1 text-xl font-bold tabular-nums",
          tone === "savings" ? "text-savings" : tone === "danger" ? "text-danger" : "text-ink",
        )}
      >
        {value}
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-ink-muted">{note}</dd> : null}
    </div>
  );
}
