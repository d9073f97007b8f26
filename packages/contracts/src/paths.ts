/** The spec's route table: the SPA router and the server's 404 status both read it. */
export const paths = {
  home: "/",
  auth: "/auth",
  howItWorks: "/how-it-works",
  about: "/about",
  contact: "/contact",
  diamondGuide: "/diamond-guide",
  apiAccess: "/api-access",
  /** Beyond the spec's table: the API keys screen and the API documentation (issue 16). */
  apiKeys: "/api-keys",
  apiDocs: "/api-docs",
  enterprise: "/enterprise",
  pricing: "/pricing",
  paymentSuccess: "/payment-success",
  subscriptionSuccess: "/subscription-success",
  /**
   * Beyond the spec's table: what the fair value is, its sources and its measured accuracy (issue
   * 27).
   */
  methodology: "/methodology",
  /**
   * Beyond the spec's table: the browser extension, what it reads and sends, and how to install it
   * (issue 31).
   */
  extension: "/extension",
  privacy: "/privacy",
  terms: "/terms",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const appPaths: readonly string[] = Object.values(paths);

export function isAppPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return appPaths.includes(normalised);
}
