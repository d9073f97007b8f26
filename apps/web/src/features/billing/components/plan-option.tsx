import { CheckList } from "@/components/check-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Plan } from "@/config/plans";
import { cn } from "@/lib/cn";

/** How many of a plan's features the dialog lists; the pricing page has them all. */
const FEATURES_SHOWN = 3;

interface PlanOptionProps {
  plan: Plan;
  badge?: { label: string; current: boolean };
  actionLabel: string;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One plan inside the plan dialog. */
export function PlanOption({
  plan,
  badge,
  actionLabel,
  busy,
  disabled,
  onChoose,
}: PlanOptionProps) {
  const titleId = `plan-option-${plan.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col rounded-card border p-4 sm:p-5",
        plan.popular
          ? "border-primary bg-primary-soft/40 ring-1 ring-primary"
          : "border-line bg-surface",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          {plan.name}
        </h3>
        {badge ? <Badge tone={badge.current ? "current" : "primary"}>{badge.label}</Badge> : null}
      </div>
      <p className="mt-2 sm:mt-3">
        <span className="text-3xl font-bold tracking-tight text-ink">{plan.price}</span>{" "}
        <span className="text-ink-muted">{plan.billingNote}</span>
      </p>
      {/* On phones the dialog keeps to name, price and button so both plans fit on one screen. */}
      <CheckList
        items={plan.features.slice(0, FEATURES_SHOWN)}
        className="mt-4 hidden flex-1 space-y-2 text-sm sm:block"
      />
      <Button
        size="lg"
        variant={plan.popular ? "primary" : "secondary"}
        className="mt-4 w-full sm:mt-6"
        disabled={disabled}
        aria-busy={busy || undefined}
        onClick={onChoose}
      >
        {busy ? "Processing..." : actionLabel}
      </Button>
    </section>
  );
}
