import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readRetailerPage, type RetailerPage } from "./read-retailer-page";
import { readerForUrl, retailerReaders } from "./retailer-readers";

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}.html`, import.meta.url), "utf8");

function diamond(url: string, name: string): RetailerPage {
  const read = readRetailerPage(url, fixture(name));
  if (read.kind !== "diamond") throw new Error(`${name}: ${read.kind}`);
  return read.page;
}

describe("readRetailerPage: each supported retailer's diamond page", () => {
  it("James Allen: JSON-LD offer, spec list with proportions and an IGI number", () => {
    const page = diamond(
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-excellent-cut-sku-12345678",
      "james-allen",
    );
    expect(page).toMatchObject({
      retailer: "James Allen",
      origin: "lab",
      specs: { shape: "round", carat: 1.01, color: "G", clarity: "VS1", cut: "Excellent" },
      priceCents: 123_000,
      certificateNumber: "LG612345678",
      grading: {
        polish: "Excellent",
        symmetry: "Excellent",
        fluorescence: "None",
        certificateLab: "IGI",
      },
      proportions: { tablePct: 57, depthPct: 61.8, lengthMm: 6.45, widthMm: 6.42, depthMm: 3.98 },
      missing: [],
    });
  });

  it("a GIA Premium/Standard page: the assessment stands for color and clarity, so nothing is missing", () => {
    const html = fixture("james-allen")
      .replaceAll("1.01 Carat G-VS1 Excellent Cut", "1.01 Carat Excellent Cut")
      .replace(
        "<li><span>Color</span><span>G</span></li>",
        "<li><span>GIA Assessment</span><span>Premium</span></li>",
      )
      .replace("<li><span>Clarity</span><span>VS1</span></li>", "")
      .replace("IGI LG612345678", "GIA 2141438171");
    const read = readRetailerPage(
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-excellent-cut-sku-12345678",
      html,
    );
    expect(read).toMatchObject({
      kind: "diamond",
      page: { grading: { assessment: "Premium" }, missing: [] },
    });
    if (read.kind !== "diamond") return;
    expect(read.page.specs.color).toBeUndefined();
  });

  it("Blue Nile: everything from the Next.js state, the price in dollars", () => {
    const page = diamond("https://www.bluenile.com/diamond-details/LD23456789", "blue-nile");
    expect(page).toMatchObject({
      retailer: "Blue Nile",
      origin: "lab",
      specs: { shape: "oval", carat: 1.52, color: "F", clarity: "VS2", cut: "Excellent" },
      priceCents: 214_000,
      certificateNumber: "LG598765432",
      grading: {
        polish: "Excellent",
        symmetry: "Very Good",
        fluorescence: "None",
        certificateLab: "IGI",
      },
      proportions: { depthPct: 62.4, tablePct: 58, lengthMm: 9.85, widthMm: 6.71, depthMm: 4.19 },
      missing: [],
    });
  });

  it("Brilliant Earth: the definition list, the price element and the IGI report link", () => {
    const page = diamond(
      "https://www.brilliantearth.com/lab-diamonds-search/view_detail/15554321/",
      "brilliant-earth",
    );
    expect(page).toMatchObject({
      retailer: "Brilliant Earth",
      origin: "lab",
      specs: { shape: "round", carat: 1.2, color: "E", clarity: "VVS2", cut: "Ideal" },
      priceCents: 139_000,
      certificateNumber: "LG601112223",
      grading: { certificateLab: "IGI", polish: "Excellent" },
      proportions: { depthPct: 61.5, tablePct: 56, lengthMm: 6.84 },
      missing: [],
    });
    expect(page.sources).toMatchObject({ origin: "url", carat: "page", price: "page" });
  });

  it("Clean Origin: the Magento price wrapper's amount and the attributes table", () => {
    const page = diamond(
      "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-a1b2c3/",
      "clean-origin",
    );
    expect(page).toMatchObject({
      retailer: "Clean Origin",
      origin: "lab",
      specs: { shape: "round", carat: 1.21, color: "F", clarity: "VS1", cut: "Ideal" },
      priceCents: 148_000,
      certificateNumber: "LG587766554",
      proportions: { depthPct: 62.1, tablePct: 57 },
      missing: [],
    });
  });

  it("VRAI: its own grading (no lab), lab-grown by the shop, from the Next.js state", () => {
    const page = diamond("https://www.vrai.com/diamonds/rd-102-e-vvs2-8841", "vrai");
    expect(page).toMatchObject({
      retailer: "VRAI",
      origin: "lab",
      specs: { shape: "round", carat: 1.02, color: "E", clarity: "VVS2", cut: "Excellent" },
      priceCents: 235_000,
      missing: [],
    });
    expect(page.certificateNumber).toBeUndefined();
    expect(page.grading.certificateLab).toBeUndefined();
  });

  it("Ritani: the Shopify product JSON's price in cents; a '1-20-carat' handle is not read as 20 ct", () => {
    const page = diamond(
      "https://www.ritani.com/products/1-20-carat-round-lab-grown-diamond-f-vs1-excellent-lg634567890",
      "ritani",
    );
    expect(page).toMatchObject({
      retailer: "Ritani",
      origin: "lab",
      specs: { shape: "round", carat: 1.2, color: "F", clarity: "VS1", cut: "Excellent" },
      priceCents: 175_000,
      certificateNumber: "LG634567890",
      missing: [],
    });
  });

  it("With Clarity: the label/value grid, the price element, and measurements written with asterisks", () => {
    const page = diamond(
      "https://www.withclarity.com/products/diamonds?sku=LG-CU-15121",
      "with-clarity",
    );
    expect(page).toMatchObject({
      retailer: "With Clarity",
      origin: "lab",
      specs: { shape: "cushion", carat: 1.51, color: "G", clarity: "VS1" },
      priceCents: 158_000,
      certificateNumber: "LG615151515",
      grading: { certificateLab: "IGI", symmetry: "Very Good" },
      proportions: { lengthMm: 6.91, widthMm: 6.3, depthMm: 4.35 },
      missing: [],
    });
    expect(page.specs.cut).toBeUndefined();
  });

  it("Grown Brilliance: JSON-LD properties, and the sale price shown rather than the crossed-out one", () => {
    const page = diamond(
      "https://www.grownbrilliance.com/diamond-details/emerald-2-01-carat-e-vs1-lg620001234",
      "grown-brilliance",
    );
    expect(page).toMatchObject({
      retailer: "Grown Brilliance",
      origin: "lab",
      specs: { shape: "emerald", carat: 2.01, color: "E", clarity: "VS1" },
      priceCents: 260_100,
      certificateNumber: "LG620001234",
      proportions: { tablePct: 64, depthPct: 66.2 },
      missing: [],
    });
  });
});

describe("readRetailerPage: a GIA-assessed stone (since October 2025)", () => {
  it("reads 'Color: Premium' and 'Clarity: Premium' as GIA's assessment and needs no color or clarity grade then", () => {
    const html = fixture("brilliant-earth")
      .replace("<dd>E</dd>", "<dd>Premium</dd>")
      .replace("<dd>VVS2</dd>", "<dd>Premium</dd>")
      .replace("<dd>IGI</dd>", "<dd>GIA</dd>");
    const read = readRetailerPage(
      "https://www.brilliantearth.com/lab-diamonds-search/view_detail/15554321/",
      html,
    );
    if (read.kind !== "diamond") throw new Error(read.kind);
    expect(read.page.specs.color).toBeUndefined();
    expect(read.page.specs.clarity).toBeUndefined();
    expect(read.page.grading).toMatchObject({ assessment: "Premium", certificateLab: "GIA" });
    expect(read.page.missing).toEqual([]);
  });
});

describe("readRetailerPage: pages it cannot use", () => {
  it("says what an unreadable page lacks, keeping what it did read", () => {
    const page = diamond(
      "https://www.withclarity.com/products/diamonds?sku=LG-RD-00001",
      "unreadable",
    );
    expect(page.specs).toMatchObject({ carat: 1.1, shape: "round" });
    expect(page.missing).toEqual(["color", "clarity", "price"]);
  });

  it("refuses other shops, other pages of a supported shop and plain http", () => {
    const html = fixture("james-allen");
    expect(
      readRetailerPage(
        "https://www.example.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-sku-1",
        html,
      ).kind,
    ).toBe("unsupported");
    expect(readRetailerPage("https://www.jamesallen.com/engagement-rings/", html).kind).toBe(
      "unsupported",
    );
    expect(
      readRetailerPage("https://www.ritani.com/products/solitaire-engagement-ring", html).kind,
    ).toBe("unsupported");
    expect(
      readRetailerPage(
        "http://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-sku-12345678",
        html,
      ).kind,
    ).toBe("unsupported");
    expect(readRetailerPage("not a url", html).kind).toBe("unsupported");
  });

  it("recognises a bot block page instead of reading it as a diamond", () => {
    const blocked = readFileSync(
      new URL(
        "../../../../../../shared/data/listing-pages/blocked-captcha-page.html",
        import.meta.url,
      ),
      "utf8",
    );
    expect(
      readRetailerPage("https://www.bluenile.com/diamond-details/LD23456789", blocked).kind,
    ).toBe("blocked");
  });
});

describe("readRetailerPage: a hostile page", () => {
  const page = diamond(
    "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-excellent-cut-sku-99999999",
    "hostile",
  );

  it("reads only values the grade readers accept: no markup or script text comes out", () => {
    expect(page.specs).toEqual({
      shape: "round",
      carat: 1.01,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
    });
    expect(page.priceCents).toBe(123_000);
    // "LG612345678<script>..." as text is not a report number: it is left out, not trimmed into
    // one.
    expect(page.certificateNumber).toBeUndefined();
    const everyString = JSON.stringify(page);
    expect(everyString).not.toMatch(/<|>|onerror|script|__pwned/i);
  });
});

describe("retailer readers", () => {
  it("cover the eight retailers of issue 31, each with https match patterns only", () => {
    expect(retailerReaders.map((r) => r.retailer)).toEqual([
      "James Allen",
      "Blue Nile",
      "Brilliant Earth",
      "Clean Origin",
      "VRAI",
      "Ritani",
      "With Clarity",
      "Grown Brilliance",
    ]);
    for (const reader of retailerReaders)
      for (const match of reader.matches) expect(match).toMatch(/^https:\/\/[a-z.]+\/[a-z_/-]+\*$/);
  });

  it("find the reader by host and page", () => {
    expect(readerForUrl(new URL("https://bluenile.com/diamond-details/LD1234"))?.retailer).toBe(
      "Blue Nile",
    );
    expect(readerForUrl(new URL("https://www.bluenile.com/engagement-rings"))).toBeNull();
    expect(readerForUrl(new URL("https://www.withclarity.com/products/diamonds"))).toBeNull();
  });
});
