import { attribute, elements } from "./html-text";

/** The parts of a schema.org Product (and its Offer) that can describe a diamond. */
export interface JsonLdProduct {
  texts: string[];
  pairs: [string, string][];
  price?: { amount: string; currency: string | undefined };
}

const MAX_NODES = 500;

export function jsonLdProducts(html: string): JsonLdProduct[] {
  const products: JsonLdProduct[] = [];
  for (const script of elements(html, "script")) {
    if (!/application\/ld\+json/i.test(attribute(script.attributes, "type") ?? "")) continue;
    const data = parseJson(script.content);
    if (data !== undefined) collectProducts(data, products, { seen: 0 }, 0);
  }
  return products;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Raw line breaks inside strings are the most common fault in hand-written JSON-LD.
    try {
      return JSON.parse(text.replace(/[\r\n\t]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const scalar = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value.trim()
    : typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : undefined;

function collectProducts(
  node: unknown,
  into: JsonLdProduct[],
  budget: { seen: number },
  depth: number,
): void {
  if (depth > 8 || ++budget.seen > MAX_NODES) return;
  if (Array.isArray(node)) {
    for (const item of node) collectProducts(item, into, budget, depth + 1);
    return;
  }
  if (!isObject(node)) return;
  const types = asList(node["@type"]).map(String);
  if (types.some((type) => /product$/i.test(type))) into.push(readProduct(node));
  for (const key of ["@graph", "mainEntity", "itemOffered"])
    collectProducts(node[key], into, budget, depth + 1);
}

function readProduct(node: Json): JsonLdProduct {
  const texts = ["name", "description"]
    .map((key) => scalar(node[key]))
    .filter((t): t is string => !!t);
  const pairs: [string, string][] = [];
  for (const property of asList(node.additionalProperty)) {
    if (!isObject(property)) continue;
    const name = scalar(property.name);
    const value = scalar(property.value);
    if (name && value) pairs.push([name, value]);
  }
  // Some shops put grades straight on the Product ("clarity": "VS1", "weight": {"value": 1.01,
  // "unitText": "ct"}).
  for (const [key, value] of Object.entries(node)) {
    const text =
      isObject(value) &&
      /^(ct|ctm|carats?)$/i.test(scalar(value.unitText) ?? scalar(value.unitCode) ?? "")
        ? scalar(value.value)
        : scalar(value);
    if (text && !key.startsWith("@") && key !== "name" && key !== "description")
      pairs.push([key.replace(/([a-z])([A-Z])/g, "$1 $2"), text]);
  }
  const price = firstPrice(node.offers);
  return price ? { texts, pairs, price } : { texts, pairs };
}

function firstPrice(offers: unknown): JsonLdProduct["price"] {
  for (const offer of asList(offers)) {
    if (!isObject(offer)) continue;
    const specification = asList(offer.priceSpecification).find(isObject);
    const amount = scalar(offer.price) ?? scalar(offer.lowPrice) ?? scalar(specification?.price);
    const currency = scalar(offer.priceCurrency) ?? scalar(specification?.priceCurrency);
    if (amount) return { amount, currency };
  }
  return undefined;
}
