import { describe, expect, it } from "vitest";
import { combineListing } from "./combine-listing";
import { parseListingPage } from "./parse-listing-page";

const page = (head: string, body = "") =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const certificateOf = (html: string) => {
  const result = parseListingPage(html);
  if (result.kind !== "listing") throw new Error("blocked");
  return result.facts.certificateNumber;
};

describe("parseListingPage: certificate number", () => {
  it("reads a JSON-LD property labelled as the certificate", () => {
    const html = page(
      jsonLd({
        "@type": "Product",
        name: "1.01 Carat Round Lab Grown Diamond",
        additionalProperty: [{ name: "Certificate #", value: "IGI LG756580087" }],
      }),
    );
    expect(certificateOf(html)).toBe("LG756580087");
  });

  it("reads a certificate number set on the Product itself", () => {
    expect(
      certificateOf(page(jsonLd({ "@type": "Product", certificateNumber: "lg 612 345 678" }))),
    ).toBe("LG612345678");
  });

  it("reads a spec table row, label cell then value cell", () => {
    const html = page(
      "",
      "<table><tr><th>Carat</th><td>1.20</td></tr><tr><th>GIA Report Number</th><td>2141438171</td></tr></table>",
    );
    expect(certificateOf(html)).toBe("2141438171");
  });

  it("reads a 'Label: value' line", () => {
    expect(certificateOf(page("", "<ul><li>Cert. No.: LG612345678</li></ul>"))).toBe("LG612345678");
  });

  it("reads the number from a link to the lab's report check", () => {
    expect(
      certificateOf(
        page("", `<a href="https://www.igi.org/verify-your-report/?r=LG756580087">Verify</a>`),
      ),
    ).toBe("LG756580087");
    expect(
      certificateOf(
        page(
          "",
          `<a href="https://www.gia.edu/report-check?locale=en&amp;reportno=2141438171">GIA</a>`,
        ),
      ),
    ).toBe("2141438171");
  });

  it("reads 'IGI LG...' in the title", () => {
    expect(
      certificateOf(page("<title>1.50 ct Oval Lab Diamond F VS1 - IGI LG612345678 | Shop</title>")),
    ).toBe("LG612345678");
  });

  it("takes nothing when the page only names the lab, or labels something that is not a number", () => {
    const html = page(
      jsonLd({
        "@type": "Product",
        additionalProperty: [
          { name: "Certificate", value: "IGI" },
          { name: "Report", value: "Download PDF" },
        ],
      }),
      "<p>GIA 1.01 carat</p>",
    );
    expect(certificateOf(html)).toBeUndefined();
  });

  it("refuses a number with control characters in it", () => {
    expect(
      certificateOf(
        page(
          jsonLd({
            "@type": "Product",
            additionalProperty: [{ name: "Certificate Number", value: "LG7565\u000080087" }],
          }),
        ),
      ),
    ).toBeUndefined();
  });

  it("passes the number on with its source when URL and page are combined", () => {
    const html = page(
      jsonLd({
        "@type": "Product",
        additionalProperty: [{ name: "IGI Certificate", value: "LG756580087" }],
      }),
    );
    const read = parseListingPage(html);
    if (read.kind !== "listing") throw new Error("blocked");
    const combined = combineListing(
      { retailer: "Shop", origin: null, specs: {}, notes: [] },
      read.facts,
    );
    expect(combined).toMatchObject({
      certificateNumber: "LG756580087",
      sources: { certificateNumber: "page" },
    });
  });
});
