import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  RETAILERS,
  retailerHosts,
  retailerNames,
  retailerOfHost,
} from "@faircarat/contracts/retailers";
import { parseListingUrl } from "../parse-listing-url";
import { retailerFromHost } from "../retailer-from-host";
import { readerForUrl, retailerReaders } from "./retailer-readers";

/** The retailers data/README.md documents a listing URL format for (the observed ones). */
function documentedUrlFormats(): string[] {
  const notes = readFileSync(
    path.resolve(import.meta.dirname, "../../../../../../shared/data/README.md"),
    "utf8",
  );
  const section =
    /## Retailer listing URL formats[^\n]*\n([\s\S]*?)(?=\n## |$)/.exec(notes)?.[1] ?? "";
  return retailerNames.filter((name) => section.includes(name));
}

/** Whether a Chrome match pattern (`https://host/path*`) covers an address. */
function covers(pattern: string, address: string): boolean {
  const glob = pattern.replace(/[.?+^$()[\]{}|\\]/g, "\\$&").replace(/\*/g, ".*");
  const { origin, pathname, search } = new URL(address);
  return new RegExp(`^${glob}$`).test(`${origin}${pathname}${search}`);
}

describe("the retailer registry and what derives from it agree", () => {
  it("every registered retailer has a page reader, in the registry's order, and nothing else does", () => {
    expect(retailerReaders.map((reader) => reader.retailer)).toEqual(retailerNames);
    expect(new Set(retailerNames).size).toBe(RETAILERS.length);
  });

  it.each(RETAILERS.map((retailer) => [retailer.name, retailer] as const))(
    "%s: its hosts and subdomains are its name to URL parsing, and its pages' patterns stay on its https hosts",
    (name, retailer) => {
      for (const host of [...retailerHosts(retailer), `shop.${retailer.domain}`]) {
        expect(retailerFromHost(host)).toBe(name);
        expect(retailerOfHost(host.toUpperCase())?.name).toBe(name);
        const parsed = parseListingUrl(`https://${host}/anything`);
        expect(parsed.ok && parsed.value.retailer).toBe(name);
      }
      expect(retailerFromHost(`not${retailer.domain}`)).not.toBe(name);
      const reader = retailerReaders.find((r) => r.retailer === name)!;
      for (const match of reader.matches)
        expect(retailerHosts(retailer).map((host) => `https://${host}`)).toContain(
          new URL(match.replace("*", "x")).origin,
        );
    },
  );

  it.each([
    "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-f-color-vs1-clarity-sku-123",
    "https://www.bluenile.com/diamond-details/LD1234",
    "https://www.brilliantearth.com/lab-diamonds-search/view_detail/123/",
    "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-ab12/",
    "https://www.vrai.com/diamonds/abc-123",
    "https://www.ritani.com/products/1-20-carat-round-lab-diamond-x1",
    "https://www.withclarity.com/products/diamonds?sku=AB-123",
    "https://www.grownbrilliance.com/diamond-details/gb-123",
  ])(
    "the reader of %s is one whose match patterns cover it, so the extension runs there",
    (page) => {
      const reader = readerForUrl(new URL(page));
      expect(reader?.matches.some((match) => covers(match, page))).toBe(true);
    },
  );

  it("the observed retailers are those whose listing URL format data/README.md documents", () => {
    expect(RETAILERS.filter((r) => r.observed).map((r) => r.name)).toEqual(documentedUrlFormats());
  });
});
