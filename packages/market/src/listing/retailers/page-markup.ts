import { attribute, elements, startTags, textCells } from "../html-text";

/**
 * How a retailer marks an element in its own markup: a tag and one attribute whose value contains a
 * word.
 */
export interface Marker {
  tag: string;
  attribute: string;
  contains: string;
}

const MAX_JSON_CHARS = 500_000;

/**
 * The visible text of each element the marker names, in page order (read as text, never as markup).
 */
export function markedTexts(html: string, marker: Marker): string[] {
  return elements(html, marker.tag)
    .filter((element) =>
      (attribute(element.attributes, marker.attribute) ?? "")
        .split(/\s+/)
        .includes(marker.contains),
    )
    .map((element) => textCells(element.content).join(" "))
    .filter((text) => text !== "");
}

/**
 * An attribute's value on the first element the marker names (e.g. a price kept in
 * `data-price-amount`).
 */
export function markedAttribute(html: string, marker: Marker, name: string): string | undefined {
  // Start tags only: a marked element nested in one of its own kind is still found.
  for (const attributes of startTags(html, marker.tag)) {
    if (!(attribute(attributes, marker.attribute) ?? "").split(/\s+/).includes(marker.contains))
      continue;
    const value = attribute(attributes, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The JSON a page embeds for its own app (`<script type="application/json" id=...>`), parsed as
 * data; undefined when absent or broken.
 */
export function embeddedJson(html: string, test: (attributes: string) => boolean): unknown {
  for (const script of elements(html, "script")) {
    if (
      !/application\/json/i.test(attribute(script.attributes, "type") ?? "") ||
      !test(script.attributes)
    )
      continue;
    if (script.content.length > MAX_JSON_CHARS) return undefined;
    try {
      return JSON.parse(script.content) as unknown;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Follows a path of keys into parsed JSON; undefined as soon as a step is missing. */
export function jsonAt(data: unknown, path: readonly string[]): unknown {
  let node = data;
  for (const key of path) {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * An object's scalar members as name/value pairs, for the shared label readers ("carat": 1.01 ->
 * ["carat", "1.01"]).
 */
export function scalarPairs(data: unknown, names: Record<string, string>): [string, string][] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [];
  const pairs: [string, string][] = [];
  for (const [key, label] of Object.entries(names)) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim() !== "") pairs.push([label, value.trim()]);
    else if (typeof value === "number" && Number.isFinite(value))
      pairs.push([label, String(value)]);
  }
  return pairs;
}

/**
 * "$1,234", "Price: US$ 1,234.00", "$1,234 $1,480" (sale first) -> "1,234": the first dollar amount
 * in a text.
 */
export function firstDollarAmount(text: string | undefined): string | undefined {
  return text
    ? /(?:US\$|\$)\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/.exec(text)?.[1]
    : undefined;
}
