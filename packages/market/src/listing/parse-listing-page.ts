import type { Origin } from "@faircarat/contracts";
import { normalisePriceCents } from "../normalise/price";
import { captchaWidget, detectBlockedPage, type BlockedPage } from "./blocked-page";
import { certificateNumberOnPage } from "./certificate-on-page";
import { originFromText, specsFromText } from "./free-text-specs";
import { MAX_HTML_CHARS, textCells, titleOf } from "./html-text";
import { gradingFromPairs } from "./grading-on-page";
import { jsonLdProducts } from "./json-ld-product";
import { pairsInCells, specsFromPairs } from "./labelled-specs";
import type { ListingFacts, ListingSpecs } from "./listing-facts";
import { metaTags } from "./meta-tags";
import { fillSpecs } from "./read-spec";
import { proportionPairsInCells, proportionsFromPairs } from "./retailers/proportions";

export type ListingPage =
  { kind: "blocked"; blocked: BlockedPage } | { kind: "listing"; facts: ListingFacts };

/**
 * Specs and price from a fetched listing page. The page is untrusted text: it is only searched
 * for values the grade normalisers accept, never executed, followed or echoed back.
 */
export function parseListingPage(rawHtml: string, knownCells?: string[]): ListingPage {
  const html = rawHtml.slice(0, MAX_HTML_CHARS);
  // A caller that also reads the cells (the extension's readRetailerPage) passes them: one pass,
  // not two.
  const cells = knownCells ?? textCells(html);
  const blocked = detectBlockedPage(html, cells);
  if (blocked) return { kind: "blocked", blocked };

  const products = jsonLdProducts(html);
  const meta = metaTags(html);
  const specs: ListingSpecs = {};
  let origin: Origin | undefined;
  const learn = (found: { specs: ListingSpecs; origin?: Origin }) => {
    fillSpecs(specs, found.specs);
    origin ??= found.origin;
  };

  // Most specific first: structured name/value pairs, then visible spec tables, then titles.
  const productPairs = products.flatMap((p) => p.pairs);
  const cellPairs = [...pairsInCells(cells)];
  learn(specsFromPairs(productPairs));
  learn(specsFromPairs(cellPairs));
  const texts = [
    ...products.flatMap((p) => p.texts),
    ...["og:title", "twitter:title", "og:description", "description"].map((k) => meta.get(k)),
    titleOf(html),
  ];
  for (const text of texts)
    if (text) learn({ specs: specsFromText(text), origin: originFromText(text) });

  if (Object.keys(specs).length === 0 && captchaWidget.test(html))
    return { kind: "blocked", blocked: { kind: "captcha", marker: "captcha widget" } };

  const notes: string[] = [];
  const facts: ListingFacts = {
    retailer: meta.get("og:site_name") ?? null,
    origin: origin ?? null,
    specs,
    notes,
  };
  const certificateNumber = certificateNumberOnPage(html, [...productPairs, ...cellPairs], texts);
  if (certificateNumber) facts.certificateNumber = certificateNumber;
  const grading = gradingFromPairs([...productPairs, ...cellPairs]);
  if (Object.keys(grading).length > 0) facts.grading = grading;
  const proportions = proportionsFromPairs([
    ...productPairs,
    ...cellPairs,
    ...proportionPairsInCells(cells),
  ]);
  if (Object.keys(proportions).length > 0) facts.proportions = proportions;
  const price = products.find((p) => p.price)?.price ?? metaPrice(meta);
  if (price) {
    const currency = (price.currency ?? "USD").toUpperCase();
    const cents = normalisePriceCents(price.amount);
    // The currency is page text: named in a note only when it looks like an ISO code.
    const named = /^[A-Z]{3}$/.test(currency) ? currency : "another currency";
    if (currency !== "USD")
      notes.push(`The page states its price in ${named}; only US dollar prices are compared.`);
    else if (cents.ok) facts.priceCents = cents.value;
  }
  return { kind: "listing", facts };
}

function metaPrice(meta: Map<string, string>) {
  for (const prefix of ["product:price", "og:price"]) {
    const amount = meta.get(`${prefix}:amount`);
    if (amount) return { amount, currency: meta.get(`${prefix}:currency`) };
  }
  const amount = meta.get("price");
  return amount ? { amount, currency: meta.get("pricecurrency") } : undefined;
}
