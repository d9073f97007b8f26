import { describe, expect, it } from "vitest";
import { parseListingUrl } from "./parse-listing-url";

const parsed = (url: string) => {
  const outcome = parseListingUrl(url);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.value;
};

describe("parseListingUrl: James Allen", () => {
  it("reads every spec the path labels, including the optional cut", () => {
    const facts = parsed(
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-ideal-cut-sku-12345678?a_aid=x",
    );
    expect(facts).toMatchObject({
      retailer: "James Allen",
      origin: null,
      specs: { shape: "round", carat: 1.01, color: "G", clarity: "VS1", cut: "Ideal" },
    });
  });

  it("reads a path without the cut part", () => {
    const facts = parsed(
      "https://www.jamesallen.com/loose-diamonds/cushion-cut/1.52-carat-k-color-vs1-clarity-sku-5629174",
    );
    expect(facts.specs).toEqual({ shape: "cushion", carat: 1.52, color: "K", clarity: "VS1" });
  });

  it.each([
    ["pear-shaped", "pear"],
    ["heart-shaped", "heart"],
    ["marquise-shaped", "marquise"],
    ["oval-cut", "oval"],
    ["princess-cut", "princess"],
    ["emerald-cut", "emerald"],
    ["radiant-cut", "radiant"],
    ["asscher-cut", "asscher"],
    ["octagon-shaped", "octagon"],
    ["trillion-shaped", "trillion"],
    ["trilliant-cut", "trillion"],
    ["old-mine-shaped", "old-mine"],
    ["old-european-shaped", "old-european"],
    ["rose-cut-shaped", "rose"],
    ["rose-shaped", "rose"],
    ["baguette-shaped", "baguette"],
    ["half-moon-shaped", "half-moon"],
    ["kite-shaped", "kite"],
    ["shield-shaped", "shield"],
    ["hexagon-shaped", "hexagon"],
  ])("reads the fancy shape %s", (segment, shape) => {
    const facts = parsed(
      `https://www.jamesallen.com/loose-diamonds/${segment}/0.90-carat-e-color-si1-clarity-sku-9`,
    );
    expect(facts.specs).toMatchObject({ shape, carat: 0.9, color: "E", clarity: "SI1" });
  });

  it("reads a fancy shape under the lab-created path, with a cut grade", () => {
    const facts = parsed(
      "https://www.jamesallen.com/loose-diamonds/lab-created-diamonds/old-mine-shaped/1.20-carat-h-color-vvs2-clarity-excellent-cut-sku-31",
    );
    expect(facts).toMatchObject({
      origin: "lab",
      specs: { shape: "old-mine", carat: 1.2, color: "H", clarity: "VVS2", cut: "Excellent" },
    });
  });

  it("reads multi-word and retailer cut names", () => {
    expect(
      parsed(
        "https://jamesallen.com/loose-diamonds/round-cut/2.00-carat-d-color-if-clarity-very-good-cut-sku-1",
      ).specs.cut,
    ).toBe("Very Good");
    expect(
      parsed(
        "https://jamesallen.com/loose-diamonds/round-cut/2.00-carat-d-color-if-clarity-true-hearts-cut-sku-1",
      ).specs.cut,
    ).toBe("Ideal");
  });

  it("marks a lab-created path as lab", () => {
    expect(
      parsed(
        "https://www.jamesallen.com/loose-diamonds/lab-created-diamonds/round-cut/1.00-carat-f-color-vs2-clarity-sku-7",
      ),
    ).toMatchObject({
      origin: "lab",
      specs: { shape: "round", carat: 1, color: "F", clarity: "VS2" },
    });
  });

  it("leaves out what it cannot read rather than guessing", () => {
    const facts = parsed(
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.00-carat-z-color-vs1-clarity-sku-7",
    );
    expect(facts.specs).toEqual({ shape: "round", carat: 1, clarity: "VS1" });
  });
});

describe("parseListingUrl: other retailers", () => {
  it("reads Clean Origin's shape and origin", () => {
    const facts = parsed(
      "https://www.cleanorigin.com/diamonds/oval-lab-grown-diamond-3201083a9af6/",
    );
    expect(facts).toMatchObject({
      retailer: "Clean Origin",
      origin: "lab",
      specs: { shape: "oval" },
    });
  });

  it("does not read a Shopify handle's '1-20-carat' (1.20 ct) as 20 carats, and names Grown Brilliance", () => {
    expect(
      parsed("https://www.ritani.com/products/1-20-carat-round-lab-grown-diamond-f-vs1").specs
        .carat,
    ).toBeUndefined();
    expect(
      parsed("https://www.grownbrilliance.com/diamond-details/emerald-2-01-carat-e-vs1").retailer,
    ).toBe("Grown Brilliance");
  });

  it("tells Brilliant Earth's lab and natural paths apart", () => {
    expect(
      parsed("https://www.brilliantearth.com/lab-diamonds-search/view_detail/12345/"),
    ).toMatchObject({ retailer: "Brilliant Earth", origin: "lab" });
    expect(
      parsed("https://www.brilliantearth.com/loose-diamonds/view_detail/12345/"),
    ).toMatchObject({ retailer: "Brilliant Earth", origin: "natural" });
  });

  it.each([
    ["https://www.bluenile.com/diamond-details/LD12345678", "Blue Nile", null],
    ["https://www.vrai.com/diamonds/F564067", "VRAI", "lab"],
    ["https://www.withclarity.com/products/diamonds?sku=ABC123", "With Clarity", null],
    ["https://www.ritani.com/products/some-handle", "Ritani", null],
    ["https://shop.example.com/item/42", "shop.example.com", null],
  ])("names the retailer of %s", (url, retailer, origin) => {
    expect(parsed(url)).toMatchObject({ retailer, origin, specs: {} });
  });

  it("reads labelled specs and origin words from any shop's slug", () => {
    const facts = parsed(
      "https://www.ritani.com/products/1.20-carat-h-color-vvs2-clarity-natural-diamond",
    );
    expect(facts).toMatchObject({
      origin: "natural",
      specs: { carat: 1.2, color: "H", clarity: "VVS2" },
    });
  });

  it("does not take a lookalike host for a known retailer", () => {
    expect(
      parsed(
        "https://jamesallen.com.evil.example/loose-diamonds/round-cut/1.01-carat-g-color-vs1-clarity-sku-1",
      ).retailer,
    ).toBe("jamesallen.com.evil.example");
  });

  it("adds https to a pasted address without a scheme", () => {
    expect(parsed("www.vrai.com/diamonds/F1").url).toBe("https://www.vrai.com/diamonds/F1");
  });
});

describe("parseListingUrl: garbage", () => {
  it.each([
    ["", "bad_url"],
    ["not a url", "bad_url"],
    ["https://", "bad_url"],
    ["https://localhost/x", "bad_url"],
    ["javascript:alert(1)", "bad_scheme"],
    ["ftp://www.jamesallen.com/x", "bad_scheme"],
    ["file:///etc/passwd", "bad_scheme"],
  ])("refuses %j (%s)", (url, reason) => {
    expect(parseListingUrl(url)).toEqual({ ok: false, reason });
  });
});
