/**
 * Subjects that buttons elsewhere prefill (`/contact?subject=...`), for buttons whose behaviour the
 * spec does not show (docs/decisions/013-contact-and-public-pages.md).
 */
export const contactSubjects = {
  apiKey: "API key request",
  demo: "Enterprise demo",
  sales: "Sales inquiry",
  quote: "Enterprise quote",
} as const;

/** The contact page's address with a subject prefilled. */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject }).toString()}`;
}
