/**
 * A link we may put in front of people: http(s) only. A listing URL is whatever the user typed,
 * and a shared report reaches others under our name, so `javascript:`, `file:`, "just some text"
 * and the like are shown as text, never as a link (history, shared reports, the PDF).
 */
export function webLinkOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}
