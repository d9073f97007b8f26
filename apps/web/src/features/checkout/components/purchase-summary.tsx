import type { CheckoutSession } from "@faircarat/contracts";
import { formatUsd } from "@faircarat/contracts/figures";
import { planByKey } from "@/config/plans";
import { cn } from "@/lib/cn";

const statusLabels: Record<CheckoutSession["status"], { label: string; className: string }> = {
  completed: { label: "Paid", className: "text-savings" },
  open: { label: "Confirming payment...", className: "text-ink-muted" },
  expired: { label: "Not completed", className: "text-warning" },
};

/** What this checkout bought: the plan, the amount and whether it is paid. */
export function PurchaseSummary({ checkout }: { checkout: CheckoutSession }) {
  const plan = planByKey(checkout.plan);
  const status = statusLabels[checkout.status];
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-control border border-line p-4 text-left text-sm">
      <dt className="text-ink-muted">Plan</dt>
      <dd className="text-right font-semibold text-ink">{plan.name}</dd>
      <dt className="text-ink-muted">Amount</dt>
      <dd className="text-right font-semibold text-ink">
        {formatUsd(checkout.amountCents)}{" "}
        <span className="font-normal text-ink-muted">{plan.billingNote}</span>
      </dd>
      <dt className="text-ink-muted">Status</dt>
      <dd className={cn("text-right font-semibold", status.className)}>{status.label}</dd>
    </dl>
  );
}
