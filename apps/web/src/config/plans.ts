/** The two paid offers (spec section 2, "Pricing page"). */
export interface Plan {
  id: "single" | "unlimited";
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  cta: string;
  popular: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: "single",
    name: "Single Report",
    price: "$29",
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
  },
  {
    id: "unlimited",
    name: "Unlimited Access",
    price: "$99",
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
  },
];
