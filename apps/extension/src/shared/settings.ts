/**
 * Set by the build (FAIRCARAT_ORIGIN): the FairCarat site this build talks to unless the options
 * page says another.
 */
declare const __FAIRCARAT_ORIGIN__: string;

export const defaultOrigin: string = __FAIRCARAT_ORIGIN__;

/** An http(s) origin with nothing after it ("https://faircarat.com"), or null. */
export function readOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    // Plain http only for this machine (development); anything else must be https.
    if (url.protocol === "http:" && !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
      return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The FairCarat origin the buyer chose in the options page, or the build's. */
export async function faircaratOrigin(): Promise<string> {
  const stored = await chrome.storage.sync.get(["origin"]);
  const origin = typeof stored.origin === "string" ? readOrigin(stored.origin) : null;
  return origin ?? defaultOrigin;
}
