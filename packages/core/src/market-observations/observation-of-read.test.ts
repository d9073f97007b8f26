import { describe, expect, it } from "vitest";
import { retailerFromHost } from "@faircarat/market/listing/retailer-from-host";
import type { ListingFacts } from "@faircarat/market/listing/listing-facts";
import { observationOfRead, type ListingPageRead } from "./observation-of-read";
import { OBSERVED_RETAILERS, observationUrl, observedRetailerOf } from "./observed-retailers";

const jamesAllen =
  "https://www.jamesallen.com/loose-diamonds/round-cut/1.20-carat-f-color-vs2-clarity-sku-1002";
const facts = (over: Partial<ListingFacts> = {}): ListingFacts => ({
  retailer: null,
  origin: null,
  specs: {},
  notes: [],
  ...over,
});
const read = (over: Partial<ListingPageRead> = {}): ListingPageRead => ({
  requestedUrl: jamesAllen,
  fetchedUrl: jamesAllen,
  fromUrl: facts({
    retailer: "James Allen",
    specs: { shape: "round", carat: 1.2, color: "F", clarity: "VS2" },
  }),
  page: facts({
    origin: "lab",
    specs: { cut: "Ideal" },
    priceCents: 210000,
    certificateNumber: "LG612345678",
    grading: {
      polish: "Excellent",
      symmetry: "Very Good",
      fluorescence: "None",
      certificateLab: "IGI",
    },
  }),
  ...over,
});

describe("the observed retailers", () => {
  it("are the retailers whose URL formats the data notes document, named as the feeds name them", () => {
    expect(OBSERVED_RETAILERS.map((r) => r.retailer)).toEqual([
      "James Allen",
      "Blue Nile",
      "Brilliant Earth",
      "Clean Origin",
      "VRAI",
      "Ritani",
      "With Clarity",
    ]);
    for (const { domain, retailer } of OBSERVED_RETAILERS)
      expect(retailerFromHost(`www.${domain}`)).toBe(retailer);
  });

  it.each([
    "https://www.example-diamonds.com/p/1",
    "https://jamesallen.com.evil.example/loose-diamonds/x",
    "https://notjamesallen.com/x",
    "http://127.0.0.1:8080/page",
    "ftp://www.jamesallen.com/x",
    "not a url",
  ])("knows no retailer at %s", (url) => {
    expect(observedRetailerOf(url)).toBeNull();
  });

  it("keeps a URL without its fragment and tracking parameters, but with the stone's identifying key", () => {
    const withClarity = observedRetailerOf(
      "https://www.withclarity.com/products/diamonds?sku=LG-77&utm_source=x",
    )!;
    expect(
      observationUrl(
        "http://WWW.WithClarity.com/products/diamonds?utm_source=x&sku=LG-77#top",
        withClarity,
      ),
    ).toBe("https://www.withclarity.com/products/diamonds?sku=LG-77");
    const ritani = observedRetailerOf("https://ritani.com/products/x")!;
    expect(observationUrl("https://ritani.com/products/x?variant=1&gclid=2", ritani)).toBe(
      "https://ritani.com/products/x",
    );
  });
});

describe("observationOfRead", () => {
  it("takes the retailer's stated specs, grading, certificate and the page's price", () => {
    expect(observationOfRead(read())).toEqual({
      ok: true,
      observation: {
        host: "jamesallen.com",
        retailer: "James Allen",
        url: jamesAllen,
        shape: "round",
        carat: 1.2,
        color: "F",
        clarity: "VS2",
        cut: "Ideal",
        polish: "Excellent",
        symmetry: "Very Good",
        fluorescence: "None",
        certificateLab: "IGI",
        certificateNumber: "LG612345678",
        certificateKey: "612345678",
        priceCents: 210000,
      },
    });
  });

  it.each([
    [
      "a host off the list",
      {
        requestedUrl: "https://www.example-diamonds.com/p/1",
        fetchedUrl: "https://www.example-diamonds.com/p/1",
      },
      "host_not_allowed",
    ],
    [
      "a redirect off the list",
      { fetchedUrl: "https://www.example-diamonds.com/p/1" },
      "host_not_allowed",
    ],
    [
      "a redirect to another listed retailer",
      { fetchedUrl: "https://www.bluenile.com/diamond-details/1" },
      "host_not_allowed",
    ],
  ] as const)("stores nothing for %s", (_, over, reason) => {
    expect(observationOfRead(read(over))).toEqual({ ok: false, reason });
  });

  it("takes only lab-grown stones, stated by the URL or the page", () => {
    const page = read().page;
    expect(observationOfRead(read({ page: { ...page, origin: null } }))).toEqual({
      ok: false,
      reason: "not_lab_grown",
    });
    expect(observationOfRead(read({ page: { ...page, origin: "natural" } }))).toEqual({
      ok: false,
      reason: "not_lab_grown",
    });
    const labUrl = { ...read().fromUrl, origin: "lab" as const };
    expect(observationOfRead(read({ fromUrl: labUrl, page: { ...page, origin: null } })).ok).toBe(
      true,
    );
    expect(
      observationOfRead(read({ fromUrl: labUrl, page: { ...page, origin: "natural" } })),
    ).toEqual({ ok: false, reason: "not_lab_grown" });
  });

  it("refuses specs the URL and the page disagree on, and incomplete ones", () => {
    const page = read().page;
    expect(observationOfRead(read({ page: { ...page, specs: { carat: 1.5 } } }))).toEqual({
      ok: false,
      reason: "conflicting_specs",
    });
    expect(observationOfRead(read({ page: { ...page, specs: { carat: 1.2 } } })).ok).toBe(true);
    const noColor = {
      ...read().fromUrl,
      specs: { shape: "round" as const, carat: 1.2, clarity: "VS2" as const },
    };
    expect(observationOfRead(read({ fromUrl: noColor }))).toEqual({
      ok: false,
      reason: "incomplete_specs",
    });
    const noShape = {
      ...read().fromUrl,
      specs: { carat: 1.2, color: "F" as const, clarity: "VS2" as const },
    };
    expect(observationOfRead(read({ fromUrl: noShape }))).toEqual({
      ok: false,
      reason: "incomplete_specs",
    });
  });

  it("needs the page's own price within the listed-price range", () => {
    const page = read().page;
    expect(observationOfRead(read({ page: { ...page, priceCents: undefined } }))).toEqual({
      ok: false,
      reason: "no_page_price",
    });
    expect(observationOfRead(read({ page: { ...page, priceCents: 0 } }))).toEqual({
      ok: false,
      reason: "price_out_of_range",
    });
    expect(observationOfRead(read({ page: { ...page, priceCents: 1_000_000_001 } }))).toEqual({
      ok: false,
      reason: "price_out_of_range",
    });
  });
});
