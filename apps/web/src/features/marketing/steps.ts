import { PiggyBank, Sparkles, Upload, type LucideIcon } from "lucide-react";

export interface Step {
  title: string;
  summary: string;
  detail: string;
  icon: LucideIcon;
}

/** The 3-step explainer (spec section 2, "Navigation"). */
export const steps: readonly Step[] = [
  {
    title: "Upload Diamond",
    summary: "Paste a listing URL or enter the specs.",
    detail:
      "Paste the link to a retailer listing with its price, or enter carat, cut, color and clarity yourself. You can also add a certificate or photo.",
    icon: Upload,
  },
  {
    title: "AI Analysis",
    summary: "We compare thousands of listings.",
    detail:
      "Our analysis compares your diamond with thousands of lab-grown listings of similar weight and grades to work out its fair market value.",
    icon: Sparkles,
  },
  {
    title: "Save Thousands",
    summary: "Get a detailed report.",
    detail:
      "Your report shows the markup, how much you could save, how confident the estimate is, recommendations and comparable listings.",
    icon: PiggyBank,
  },
];

/** What every price report contains (spec section 1). */
export const reportContents: readonly string[] = [
  "Fair market value for your diamond",
  "Savings or premium against the listed price",
  "Markup percentage and an overpriced flag",
  "A confidence figure for the estimate",
  "Recommendations for your purchase",
  "Comparable listings from other retailers",
];
