export const enterpriseFeatures: readonly string[] = [
  "Unlimited API calls",
  "Bulk diamond analysis",
  "Custom pricing models",
  "White-label reports",
  "Dedicated account manager",
  "24/7 priority support",
  "Custom integrations",
  "Advanced market analytics",
  "Team accounts and user management",
  "99.9% uptime SLA",
];

export const customPricing = [
  { label: "API calls", value: "Unlimited" },
  { label: "Data retention", value: "Custom" },
  { label: "Support", value: "24/7 Priority" },
  { label: "SLA", value: "99.9% uptime" },
] as const;

export const useCases = [
  {
    title: "Jewelry Retailers",
    description:
      "Price your lab-grown inventory competitively and show customers that your prices are fair.",
  },
  {
    title: "Diamond Wholesalers",
    description:
      "Track market prices across retailers and spot where your stones sell above or below value.",
  },
  {
    title: "Appraisal Services",
    description: "Support your valuations with comparable listings and current market data.",
  },
  {
    title: "Insurance Companies",
    description: "Set replacement values for lab-grown diamonds from real market prices.",
  },
] as const;
