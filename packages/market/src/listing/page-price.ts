import { normalisePriceCents } from "../normalise/price";
import { attribute, textCells } from "./html-text";

/*
 * The price a diamond page shows when neither its structured data (JSON-LD offers, product price
 * meta tags) nor the retailer's own markup gave one: schema.org microdata on any element, else the
 * one price printed beside the product title. Read as text from a capped copy of the page, never
 * run. Where the page shows two prices there (a sale and a crossed-out one is handled; anything
 * else is a guess), nothing is read and the buyer is asked.
 */

/** A start tag carrying an `itemprop` (any element: span, div, data, meta); its value is checked. */
const itempropTag = /<([a-z][a-z0-9-]*)\b([^<>]*\bitemprop\b[^<>]*)>/gi;

/** Microdata: `<span itemprop="price" content="1450.00">` or `<span itemprop="price">$1,450</span>`. */
export function microdataPriceCents(html: string): number | undefined {
  for (const match of html.matchAll(itempropTag)) {
    const [whole, tag, attributes] = match as unknown as [string, string, string];
    if (!/^price$/i.test(attribute(attributes, "itemprop") ?? "")) continue;
    const currency = microdataCurrency(html, match.index + whole.length);
    if (currency !== undefined && currency.toUpperCase() !== "USD") return undefined;
    const stated = attribute(attributes, "content") ?? attribute(attributes, "value");
    const text = stated ?? innerText(html, tag, match.index + whole.length);
    const cents = text === undefined ? undefined : amountCents(text);
    if (cents !== undefined) return cents;
  }
  return undefined;
}

/** The `priceCurrency` beside a microdata price (within its offer: the next 600 characters). */
function microdataCurrency(html: string, from: number): string | undefined {
  const window = html.slice(Math.max(0, from - 600), from + 600);
  const tag = /<[a-z][a-z0-9-]*\b([^<>]*\bitemprop\s*=\s*["']?pricecurrency\b[^<>]*)>/i.exec(
    window,
  );
  return tag ? attribute(tag[1]!, "content") : undefined;
}

function innerText(html: string, tag: string, from: number): string | undefined {
  const close = html.toLowerCase().indexOf(`</${tag.toLowerCase()}`, from);
  if (close < 0 || close - from > 300) return undefined;
  return textCells(html.slice(from, close)).join(" ");
}

/** Text between a product title and this far after it is "beside the title". */
const BESIDE_TITLE_CHARS = 4000;
/** And at most this many text cells after it (title, price, a financing line, a badge...). */
const BESIDE_TITLE_CELLS = 12;

/** A dollar amount as shops print it: "$1,450", "$1,450.00", "USD 1,450", "US$1450". */
const shownAmount =
  /(?:US\$|USD\s?|\$)\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?!\d)(\s*(?:\/\s*mo\b|\/\s*month|per month|a month|monthly|off\b))?/gi;

/** Struck-out text: a "was" price beside the sale price is not the price asked. */
const struckOut = /<(s|del|strike)\b[^<>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * The one dollar price shown in the text cells right after the page's first `<h1>` (the product
 * title), leaving out crossed-out prices and monthly instalments; undefined when there is none, or
 * more than one different amount.
 */
export function priceBesideTitleCents(html: string): number | undefined {
  const title = /<h1\b/i.exec(html);
  if (!title) return undefined;
  const beside = html.slice(title.index, title.index + BESIDE_TITLE_CHARS).replace(struckOut, " ");
  const cells = textCells(beside).slice(0, BESIDE_TITLE_CELLS);
  const amounts = new Set<number>();
  for (const cell of cells)
    for (const match of cell.matchAll(shownAmount)) {
      if (match[3]) continue;
      const cents = amountCents(`${match[1]}${match[2] ?? ""}`);
      if (cents !== undefined) amounts.add(cents);
    }
  return amounts.size === 1 ? [...amounts][0] : undefined;
}

function amountCents(text: string): number | undefined {
  const cents = normalisePriceCents(text.replace(/\s/g, "").replace(/^(usd|us\$|\$)/i, ""));
  return cents.ok ? cents.value : undefined;
}

/** The page's price where structured data and the retailer's markup had none: microdata, then the title's. */
export const shownPriceCents = (html: string): number | undefined =>
  microdataPriceCents(html) ?? priceBesideTitleCents(html);
