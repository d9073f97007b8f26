import { attribute, startTags } from "./html-text";

/** `<meta property|name|itemprop="key" content="value">` as a map; the first of each key wins. */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const attributes of startTags(html, "meta")) {
    const key =
      attribute(attributes, "property") ??
      attribute(attributes, "name") ??
      attribute(attributes, "itemprop");
    const content = attribute(attributes, "content");
    if (key && content && !tags.has(key.toLowerCase())) tags.set(key.toLowerCase(), content.trim());
  }
  return tags;
}
