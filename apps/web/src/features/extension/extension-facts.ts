import { retailerNames } from "@faircarat/contracts/retailers";

/** The retailers whose diamond pages the extension reads: the registry's, in its order. */
export const supportedRetailers = retailerNames;

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
