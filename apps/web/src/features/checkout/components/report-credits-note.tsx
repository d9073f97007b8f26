import { Ticket } from "lucide-react";

/** '1 report credit available': the Single Report purchases not yet used by an analysis. */
export function ReportCreditsNote({ credits }: { credits: number }) {
  if (credits <= 0) return null;
  return (
    <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-savings-soft px-4 py-2 text-sm font-semibold text-savings">
      <Ticket aria-hidden="true" className="size-4" />
      {credits === 1 ? "1 report credit available" : `${credits} report credits available`}
    </p>
  );
}
