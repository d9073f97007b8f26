import { homePageTitle } from "./home-title";
import { paths } from "./paths";

/** What a page says about itself in the served HTML head and in the browser tab. */
export interface PageHead {
  title: string;
  description: string;
  /**
   * Listed in sitemap.xml and open to search engines; false for sign-in and post-checkout pages.
   */
  indexable: boolean;
}

export const siteName = "FairCarat";

const titled = (page: string) => `${page} | ${siteName}`;

/**
 * One head per route of the spec's table: the server writes it into the HTML, each page's `<title>`
 * reads it.
 */
export const pageHeads: Record<string, PageHead> = {
  [paths.home]: {
    title: homePageTitle,
    description:
      "FairCarat checks lab-grown diamond prices against real market listings: see the fair market value, the markup and how much you could save before you buy.",
    indexable: true,
  },
  [paths.auth]: {
    title: titled("Sign In"),
    description: "Sign in to FairCarat or create an account to analyse lab-grown diamond prices.",
    indexable: false,
  },
  [paths.howItWorks]: {
    title: titled("How It Works"),
    description:
      "How FairCarat prices a lab-grown diamond: read the listing, compare it with similar market listings, and show the fair value and the markup.",
    indexable: true,
  },
  [paths.about]: {
    title: titled("About"),
    description:
      "FairCarat helps buyers see what a lab-grown diamond is really worth before they pay for it.",
    indexable: true,
  },
  [paths.contact]: {
    title: titled("Contact"),
    description:
      "Questions about a diamond analysis, your plan or the API? Send FairCarat a message; we reply within 24 hours.",
    indexable: true,
  },
  [paths.diamondGuide]: {
    title: titled("Diamond Guide"),
    description:
      "A buying guide to lab-grown diamonds: the 4Cs (cut, color, clarity, carat) grade by grade, and how lab-grown compares with natural.",
    indexable: true,
  },
  [paths.apiAccess]: {
    title: titled("API Access"),
    description:
      "The FairCarat API: price analysis of lab-grown diamonds for your own site or tools, with documented endpoints and API keys.",
    indexable: true,
  },
  [paths.apiKeys]: {
    title: titled("API Keys"),
    description: "Create, name and revoke your FairCarat API keys and see this month's usage.",
    indexable: false,
  },
  [paths.apiDocs]: {
    title: titled("API Documentation"),
    description:
      "FairCarat API reference: diamond analysis, retailer comparison, market trends and retailers, with limits and curl examples.",
    indexable: true,
  },
  [paths.enterprise]: {
    title: titled("Enterprise"),
    description:
      "FairCarat for business: lab-grown diamond price analysis at scale, with integrations and custom pricing.",
    indexable: true,
  },
  [paths.pricing]: {
    title: titled("Pricing"),
    description:
      "Simple, transparent FairCarat pricing: pay for one diamond report or analyze as many lab-grown diamonds as you like.",
    indexable: true,
  },
  [paths.paymentSuccess]: {
    title: titled("Payment Successful"),
    description: "Your FairCarat payment went through.",
    indexable: false,
  },
  [paths.subscriptionSuccess]: {
    title: titled("Subscription Activated"),
    description: "Your FairCarat subscription is active.",
    indexable: false,
  },
  [paths.methodology]: {
    title: titled("Methodology and Accuracy"),
    description:
      "How FairCarat sets a lab-grown diamond's fair market value, the market data it stands on with their dates, and how accurate the engine measured itself to be.",
    indexable: true,
  },
  [paths.extension]: {
    title: titled("Browser Extension"),
    description:
      "FairCarat's verdict on the retailer's own diamond page: fair value, markup and confidence in Chrome, Edge and Brave, only when you ask for it.",
    indexable: true,
  },
  [paths.privacy]: {
    title: titled("Privacy Policy"),
    description:
      "How FairCarat collects, uses and protects your data when you analyse diamond prices.",
    indexable: true,
  },
  [paths.terms]: {
    title: titled("Terms of Service"),
    description: "The terms for using FairCarat, its reports, subscriptions and API.",
    indexable: true,
  },
};

/** The head of any path outside the route table. */
export const notFoundHead: PageHead = {
  title: titled("Page Not Found"),
  description: "This page does not exist on FairCarat.",
  indexable: false,
};
