import { paths } from "@faircarat/contracts/paths";

export const footerGroups = [
  {
    title: "Explore",
    links: [
      { to: "/#how-it-works", label: "How It Works" },
      { to: "/#pricing", label: "Pricing" },
      { to: "/#diamond-guide", label: "Diamond Guide" },
      { to: "/#contact", label: "Contact" },
      { to: "/#about", label: "About" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: paths.diamondGuide, label: "Buying Guide" },
      { to: paths.methodology, label: "Methodology" },
      { to: paths.extension, label: "Browser Extension" },
      { to: paths.apiAccess, label: "API Access" },
      { to: paths.enterprise, label: "Enterprise" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: paths.privacy, label: "Privacy Policy" },
      { to: paths.terms, label: "Terms of Service" },
    ],
  },
] as const;
