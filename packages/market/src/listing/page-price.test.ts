import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { microdataPriceCents, priceBesideTitleCents, shownPriceCents } from "./page-price";
import { readRetailerPage } from "./retailers/read-retailer-page";

const fixture = (name: string) =>
  readFileSync(new URL(`retailers/fixtures/price-fallback/${name}.html`, import.meta.url), "utf8");

function read(url: string, name: string) {
  const page = readRetailerPage(url, fixture(name));
  if (page.kind !== "diamond") throw new Error(`${name}: ${page.kind}`);
  return page.page;
}

describe("readRetailerPage: the price where the retailer's own markup has none (issue 38)", () => {
  it("reads it from microdata, product price meta tags, or the one price beside the title", () => {
    expect(read("https://www.vrai.com/diamonds/ov-152-f-vs1-5521", "microdata")).toMatchObject({
      specs: { shape: "oval", carat: 1.52, color: "F", clarity: "VS1" },
      priceCents: 145_000,
      missing: [],
    });
    expect(
      read("https://www.brilliantearth.com/lab-diamonds-search/view_detail/17770001/", "meta-tags"),
    ).toMatchObject({ specs: { carat: 1.51, color: "E" }, priceCents: 162_000, missing: [] });
    // Not the promo's "$1,000 off" above the title, the cart's $0.00, the crossed-out $1,890 or
    // the $121 a month.
    expect(
      read("https://www.bluenile.com/diamond-details/LD30001452", "beside-title"),
    ).toMatchObject({ specs: { carat: 1.52, clarity: "VS1" }, priceCents: 145_000, missing: [] });
  });

  it("says the price is missing where the page shows none", () => {
    const page = read(
      "https://www.cleanorigin.com/diamonds/oval-lab-grown-diamond-d4e5f6/",
      "no-price",
    );
    expect(page.priceCents).toBeUndefined();
    expect(page.missing).toEqual(["price"]);
  });
});

describe("microdataPriceCents", () => {
  it("takes the content attribute, else the element's text; never another currency's", () => {
    expect(microdataPriceCents('<span itemprop="price" content="2310.5">$2,310.50</span>')).toBe(
      231_050,
    );
    expect(microdataPriceCents("<div itemprop=price>$ 3,100</div>")).toBe(310_000);
    expect(
      microdataPriceCents(
        '<meta itemprop="priceCurrency" content="EUR"><span itemprop="price" content="1450">',
      ),
    ).toBeUndefined();
    expect(microdataPriceCents('<span itemprop="priceValidUntil" content="2026-12-31">')).toBe(
      undefined,
    );
  });
});

describe("priceBesideTitleCents", () => {
  const page = (after: string) => `<header>$25 off</header><h1>1.01 Carat Round</h1>${after}`;

  it("reads the one price after the title", () => {
    expect(priceBesideTitleCents(page("<p>$1,230</p>"))).toBe(123_000);
    expect(priceBesideTitleCents(page("<p>USD 980.00</p>"))).toBe(98_000);
    expect(priceBesideTitleCents(page("<del>$1,500</del> <b>$1,230</b> <i>$103 / mo</i>"))).toBe(
      123_000,
    );
  });

  it("reads nothing where two prices stand there, or none, or there is no title", () => {
    expect(priceBesideTitleCents(page("<p>$1,230</p><p>$1,480</p>"))).toBeUndefined();
    expect(priceBesideTitleCents(page("<p>Call for price</p>"))).toBeUndefined();
    expect(priceBesideTitleCents("<p>$1,230</p>")).toBeUndefined();
    // Far down the page is not beside the title.
    const far = Array.from({ length: 20 }, (_, i) => `<li>fact ${i}</li>`).join("");
    expect(priceBesideTitleCents(page(`${far}<p>$1,230</p>`))).toBeUndefined();
  });

  it("prefers microdata to the title's price", () => {
    expect(
      shownPriceCents(page('<span itemprop="price" content="1100"></span><p>$1,230</p>')),
    ).toBe(110_000);
  });
});
