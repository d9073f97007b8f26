import { paths } from "@faircarat/contracts/paths";

export const mainNavLinks = [
  { to: paths.home, label: "Home" },
  { to: paths.howItWorks, label: "How It Works" },
  { to: paths.about, label: "About" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.contact, label: "Contact" },
] as const;
