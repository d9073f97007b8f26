import { homePageTitle } from "@faircarat/contracts/home-title";

/** Public facts about the site shown in several places. */
export const site = {
  name: "FairCarat",
  supportEmail: "support@faircarat.com",
  copyright: "© 2026 FairCarat",
} as const;

/** Formats a page's document title. */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

export const homeTitle = homePageTitle;
