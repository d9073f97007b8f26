import type { ListingSpecs } from "./listing-facts";
import { readSpec } from "./read-spec";

const end = "(?=$|[-/_])";
const start = "(?:^|[-/_])";
// Not after "<digit>-": Shopify handles write 1.20 ct as "1-20-carat", which must not read as 20
// ct.
const caratPattern = new RegExp(`${start}(?<!\\d-)(\\d{1,2}(?:\\.\\d{1,3})?)-carats?${end}`);
const colorPattern = new RegExp(`${start}([d-n])-colou?r${end}`);
const clarityPattern = new RegExp(`${start}(fl|if|vvs[12]|vs[12]|si[123]|i[123])-clarity${end}`);
// Lazy over hyphens so "-clarity-very-good-cut" yields "very-good"; the cut part is optional.
const cutPattern = new RegExp(`-clarity-((?:[a-z]+-)*?[a-z]+)-cut${end}`);

/**
 * Specs that a URL slug labels explicitly ("1.01-carat-g-color-vs1-clarity-ideal-cut"), as James
 * Allen writes them and other shops sometimes do. Unlabelled tokens are never read as grades.
 */
export function labelledSlugSpecs(slug: string): ListingSpecs {
  const text = slug.toLowerCase();
  const specs: ListingSpecs = {};
  const carat = caratPattern.exec(text)?.[1];
  const color = colorPattern.exec(text)?.[1];
  const clarity = clarityPattern.exec(text)?.[1];
  const cut = cutPattern.exec(text)?.[1];
  if (carat) specs.carat = readSpec("carat", carat);
  if (color) specs.color = readSpec("color", color);
  if (clarity) specs.clarity = readSpec("clarity", clarity);
  if (cut) specs.cut = readSpec("cut", cut.replace(/-/g, " "));
  return dropUndefined(specs);
}

export function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
