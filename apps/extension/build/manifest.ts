import { retailerReaders } from "@faircarat/market/listing/retailers/retailer-readers";

/** Any port of the origin's host (Chrome's match patterns take no port). */
export const hostPattern = (origin: string) =>
  `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;

/**
 * Manifest V3 with the fewest permissions that work (decision 042): content scripts on the
 * supported retailers' diamond pages only, storage for the options, and FairCarat's own origin.
 */
export function manifest(options: { version: string; origin: string; key?: string }) {
  return {
    manifest_version: 3,
    name: "FairCarat price check",
    short_name: "FairCarat",
    description:
      "FairCarat's fair value and verdict on the lab-grown diamond page you are looking at, when you ask for it.",
    version: options.version,
    minimum_chrome_version: "120",
    ...(options.key ? { key: options.key } : {}),
    icons: { "16": "icon-16.png", "48": "icon-48.png", "128": "icon-128.png" },
    permissions: ["storage"],
    host_permissions: [hostPattern(options.origin)],
    optional_host_permissions: ["https://*/*"],
    background: { service_worker: "background.js", type: "module" },
    content_scripts: [
      {
        matches: retailerReaders.flatMap((reader) => reader.matches),
        js: ["content.js"],
        run_at: "document_idle",
      },
    ],
    options_ui: { page: "options.html", open_in_tab: true },
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
    },
  };
}
