import { describe, expect, it } from "vitest";
import { MAX_HTML_CHARS } from "./html-text";
import { parseListingPage } from "./parse-listing-page";

const page = (head: string, body = "") =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const listing = (html: string) => {
  const result = parseListingPage(html);
  if (result.kind !== "listing") throw new Error(`blocked: ${result.blocked.marker}`);
  return result.facts;
};

const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("parseListingPage: structured data", () => {
  it("reads a schema.org Product's properties, name and USD offer", () => {
    const html = page(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "1.01 Carat Round Lab Grown Diamond",
        additionalProperty: [
          { "@type": "PropertyValue", name: "Color", value: "G" },
          { "@type": "PropertyValue", name: "Clarity", value: "VS1 (Very Slightly Included)" },
          { "@type": "PropertyValue", name: "Cut Grade", value: "Super Ideal" },
        ],
        offers: { "@type": "Offer", price: "1,234.50", priceCurrency: "USD" },
      }),
    );
    expect(listing(html)).toMatchObject({
      origin: "lab",
      specs: { carat: 1.01, shape: "round", color: "G", clarity: "VS1", cut: "Ideal" },
      priceCents: 123450,
    });
  });

  it("finds the Product inside an @graph and reads grades set on it directly", () => {
    const html = page(
      jsonLd({
        "@graph": [
          { "@type": "WebPage" },
          {
            "@type": ["Product"],
            caratWeight: 2.05,
            clarity: "VVS2",
            color: "E",
            offers: [{ price: 5100 }],
          },
        ],
      }),
    );
    expect(listing(html)).toMatchObject({
      specs: { carat: 2.05, clarity: "VVS2", color: "E" },
      priceCents: 510000,
    });
  });

  it("reads a weight given with a carat unit", () => {
    const html = page(
      jsonLd({
        "@type": "Product",
        weight: { "@type": "QuantitativeValue", value: 1.5, unitText: "ct" },
      }),
    );
    expect(listing(html).specs.carat).toBe(1.5);
  });

  it("reads Open Graph and product price meta tags", () => {
    const html = page(
      `<meta property="og:title" content="1.50 Carat Oval Lab-Grown Diamond, F VVS2"><meta property="product:price:amount" content="2890.00"><meta property="product:price:currency" content="USD"><meta property="og:site_name" content="Some Shop">`,
    );
    expect(listing(html)).toMatchObject({
      retailer: "Some Shop",
      origin: "lab",
      specs: { carat: 1.5, shape: "oval", color: "F", clarity: "VVS2" },
      priceCents: 289000,
    });
  });

  it("does not take a price in another currency", () => {
    const html = page(
      jsonLd({ "@type": "Product", name: "x", offers: { price: "900", priceCurrency: "EUR" } }),
    );
    const facts = listing(html);
    expect(facts.priceCents).toBeUndefined();
    expect(facts.notes).toEqual([
      "The page states its price in EUR; only US dollar prices are compared.",
    ]);
  });

  it("ignores broken JSON-LD", () => {
    expect(
      listing(page(`<script type="application/ld+json">{"@type": "Product", "name": </script>`))
        .specs,
    ).toEqual({});
  });
});

describe("parseListingPage: visible specs", () => {
  it("reads a spec table", () => {
    const html = page(
      "",
      `<table><tr><th>Carat</th><td>1.01</td></tr><tr><th>Color</th><td>G (Near Colorless)</td></tr><tr><th>Clarity</th><td>VS2</td></tr><tr><th>Cut</th><td>Excellent</td></tr><tr><th>Shape</th><td>Cushion Modified</td></tr></table>`,
    );
    expect(listing(html).specs).toEqual({
      carat: 1.01,
      color: "G",
      clarity: "VS2",
      cut: "Excellent",
      shape: "cushion",
    });
  });

  it("reads a definition list and label: value text, decoding entities", () => {
    const html = page(
      "",
      `<dl><dt>Carat&nbsp;Weight:</dt><dd>0.92 ct</dd><dt>Diamond Type</dt><dd>Natural</dd></dl><p><span>Color: &#72;</span></p><div>Clarity: SI1</div>`,
    );
    expect(listing(html)).toMatchObject({
      origin: "natural",
      specs: { carat: 0.92, color: "H", clarity: "SI1" },
    });
  });

  it("never reads scripts, styles or comments as specs", () => {
    const html = page(
      "<style>.x{content:'Color: D'}</style>",
      `<script>var t = "Carat: 9.99";</script><!-- Clarity: FL --><p>Welcome</p>`,
    );
    expect(listing(html).specs).toEqual({});
  });

  it("prefers structured properties to the title", () => {
    const html = page(
      `<title>1.00 Carat D IF Diamond</title>${jsonLd({ "@type": "Product", additionalProperty: [{ name: "Color", value: "F" }] })}`,
    );
    expect(listing(html).specs).toMatchObject({ color: "F", carat: 1, clarity: "IF" });
  });

  it("does not read prose words as grades", () => {
    const html = page(`<title>What if your ring could shine? Find it in our store</title>`);
    expect(listing(html).specs).toEqual({});
  });

  // Bounds are loose on purpose: they catch quadratic scanning (minutes), not machine speed.
  it("reads only the first 2 MB of a page, in linear time", () => {
    const html = `<html><body>${"<p>filler</p>".repeat(MAX_HTML_CHARS / 13)}<div>Color: G</div></body></html>`;
    const started = performance.now();
    expect(listing(html).specs).toEqual({});
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it.each([
    ["stray angle brackets", `<html><body>${"< ".repeat(500_000)}</body></html>`],
    ["unclosed meta tags", `<html><head>${"<meta ".repeat(200_000)}</head></html>`],
    [
      "a description of spaces",
      page(jsonLd({ "@type": "Product", description: `1${" ".repeat(1_000_000)}x` })),
    ],
  ])("stays fast on %s", (_name, html) => {
    const started = performance.now();
    parseListingPage(html);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("parseListingPage: girdle and culet", () => {
  it("reads them from a spec table and from JSON-LD pairs in GIA's terms, and leaves out what names no term", () => {
    const table = page(
      "",
      "<table><tr><th>Depth %</th><td>61.8</td></tr><tr><th>Girdle</th><td>Medium - Slightly Thick</td></tr><tr><th>Culet</th><td>Pointed</td></tr></table>",
    );
    expect(listing(table).proportions).toMatchObject({
      depthPct: 61.8,
      girdle: "Medium to Slightly Thick",
      culet: "None",
    });
    const pairs = page(
      jsonLd({
        "@type": "Product",
        name: "1.01 Carat Round Lab Grown Diamond",
        additionalProperty: [
          { "@type": "PropertyValue", name: "Girdle Thickness", value: "STK - VTK" },
          { "@type": "PropertyValue", name: "Culet Size", value: "Long" },
        ],
      }),
    );
    expect(listing(pairs).proportions).toEqual({ girdle: "Slightly Thick to Very Thick" });
  });
});
