import { retailerNames } from "@faircarat/contracts/retailers";

const RETAILERS_PLACEHOLDER = /<!-- retailers:[^>]*-->/;

/** "A, B and C". */
const inWords = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * The options page as built: the retailers it says the extension runs on are the registry's, so
 * the page cannot fall behind the manifest's matches.
 */
export function optionsPage(template: string): string {
  if (!RETAILERS_PLACEHOLDER.test(template))
    throw new Error("options.html has lost its <!-- retailers: ... --> placeholder");
  return template.replace(RETAILERS_PLACEHOLDER, inWords(retailerNames));
}
