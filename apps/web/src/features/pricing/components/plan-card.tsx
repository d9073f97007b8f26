import type { ReactNode } from "react";
import { CheckList } from "@/components/check-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Plan } from "@/config/plans";
import { cn } from "@/lib/cn";

interface PlanCardProps {
  plan: Plan;
  /** The plan the user holds: a green 'Your Plan' badge instead of 'Most Popular'. */
  current?: boolean;
  actionLabel: string;
  /** Shows 'Processing...' and disables the button while the action's request runs. */
  busy: boolean;
  disabled?: boolean;
  onAction: () => void;
  /** What the user holds of this plan, e.g. unused report credits, under its description. */
  children?: ReactNode;
}

export function PlanCard({
  plan,
  current = false,
  actionLabel,
  busy,
  disabled = false,
  onAction,
  children,
}: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-card border bg-surface p-6 shadow-card sm:p-8",
        current
          ? "border-savings ring-1 ring-savings"
          : plan.popular
            ? "border-primary ring-1 ring-primary"
            : "border-line",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          {plan.name}
        </h2>
        {current ? (
          <Badge tone="current">Your Plan</Badge>
        ) : plan.popular ? (
          <Badge>Most Popular</Badge>
        ) : null}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold tracking-tight text-ink">{plan.price}</span>{" "}
        <span className="text-ink-muted">{plan.period}</span>
      </p>
      <p className="mt-2 text-sm text-ink-soft">{plan.description}</p>
      {/* A block of its own, so a pill-shaped note keeps its width in this column. */}
      <div>{children}</div>
      <h3 className="sr-only">Included in {plan.name}</h3>
      <CheckList items={plan.features} className="mt-6 mb-8 flex-1" />
      <Button
        size="lg"
        variant={plan.popular ? "primary" : "secondary"}
        className="w-full"
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        onClick={onAction}
      >
        {busy ? "Processing..." : actionLabel}
      </Button>
    </section>
  );
}
