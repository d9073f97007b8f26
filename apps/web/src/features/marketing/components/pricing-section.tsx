import { paths } from "@faircarat/contracts/paths";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { plans } from "@/config/plans";
import { SectionHeading } from "./section-heading";

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="page-container py-16 sm:py-20">
      <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, transparent pricing">
        <p>
          Pay once for a single report or subscribe for unlimited reports. Both plans include a
          money-back guarantee.
        </p>
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.id} className="rounded-card border border-line bg-surface p-6 shadow-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
              {plan.popular ? <Badge>Most Popular</Badge> : null}
            </div>
            <p className="mt-3">
              <span className="text-3xl font-bold text-ink">{plan.price}</span>{" "}
              <span className="text-ink-muted">{plan.billingNote}</span>
            </p>
            <p className="mt-2 text-sm text-ink-soft">{plan.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link
          to={paths.pricing}
          className="font-semibold text-primary-strong underline hover:text-primary"
        >
          See everything included in each plan
        </Link>
      </p>
    </section>
  );
}
