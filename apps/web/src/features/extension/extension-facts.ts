/**
 * The retailers whose diamond pages the extension reads (packages/market's retailer readers; the
 * browser test checks both lists agree).
 */
export const supportedRetailers = [
  "James Allen",
  "Blue Nile",
  "Brilliant Earth",
  "Clean Origin",
  "VRAI",
  "Ritani",
  "With Clarity",
  "Grown Brilliance",
] as const;

export const supportedBrowsers = ["Google Chrome", "Microsoft Edge", "Brave"] as const;

/**
 * Written by `npm run build` (apps/extension/build): the unpacked extension, zipped, for installing
 * by hand.
 */
export const extensionDownloadPath = "/downloads/faircarat-extension.zip";

/**
 * Made from the James Allen fixture page by the extension's browser test (EXTENSION_SCREENSHOT=1).
 */
export const panelScreenshot = { src: "/extension-panel.webp", width: 336, height: 361 } as const;
