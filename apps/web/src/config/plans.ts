import { formatUsd } from "@faircarat/contracts/figures";
import { plans as offers, type PlanKey } from "@faircarat/contracts/plan-prices";

/** The two paid offers (spec section 2, "Pricing page"). Names and prices come from contracts. */
export interface Plan {
  id: "single" | "unlimited";
  /** The plan's key in the contracts' `plans` (checkout sessions name plans by it). */
  key: PlanKey;
  name: string;
  priceCents: number;
  /** The price as shown, e.g. "$29". */
  price: string;
  /** Shown after the price on the pricing page, e.g. "per report". */
  period: string;
  /** Shown after the price in the plan dialog and on receipts, e.g. "one-time". */
  billingNote: string;
  description: string;
  features: readonly string[];
  cta: string;
  popular: boolean;
}

const billingNotes = { "one-time": "one-time", monthly: "per month" } as const;

function offer(key: PlanKey) {
  const { name, priceCents, billing } = offers[key];
  return {
    key,
    name,
    priceCents,
    price: formatUsd(priceCents),
    billingNote: billingNotes[billing],
  };
}

export const singleReportPlan: Plan = {
  id: "single",
  ...offer("singleReport"),
  period: "per report",
  description: "One complete analysis for the diamond you are considering.",
  features: [
    "Complete price analysis",
    "Market comparison data",
    "Ethical sourcing verification",
    "Overpricing alerts",
    "PDF report download",
  ],
  cta: "Get Single Report",
  popular: false,
};

export const unlimitedPlan: Plan = {
  id: "unlimited",
  ...offer("unlimited"),
  period: "per month",
  description: "For shoppers comparing several diamonds before they decide.",
  features: [
    "Unlimited diamond reports",
    "Advanced comparison tools",
    "Price tracking and alerts",
    "Priority email support",
    "Setting recommendations",
    "Jeweler negotiations guide",
  ],
  cta: "Start Unlimited Access",
  popular: true,
};

export const plans: readonly Plan[] = [singleReportPlan, unlimitedPlan];

export function planByKey(key: PlanKey): Plan {
  return key === "unlimited" ? unlimitedPlan : singleReportPlan;
}
