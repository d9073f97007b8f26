import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseListingPage } from "./parse-listing-page";

// Read at test time from the shared reference data (README: listing-pages/), never copied into the
// repo.
const fixture = (name: string) =>
  readFile(
    path.resolve(import.meta.dirname, "../../../../../shared/data/listing-pages", name),
    "utf8",
  );

describe("parseListingPage: blocked pages", () => {
  it("recognises the retailer's captcha page and reads no diamond from it", async () => {
    const result = parseListingPage(await fixture("blocked-captcha-page.html"));
    expect(result).toMatchObject({ kind: "blocked", blocked: { kind: "captcha" } });
  });

  it.each([
    [
      "Cloudflare challenge",
      `<html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={}</script></body></html>`,
      "challenge",
    ],
    [
      "Cloudflare block",
      `<html><head><title>Attention Required! | Cloudflare</title></head><body>Sorry, you have been blocked</body></html>`,
      "challenge",
    ],
    [
      "Akamai",
      `<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don't have permission to access "/x" on this server.</BODY></HTML>`,
      "denied",
    ],
    [
      "DataDome",
      `<html><body><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>`,
      "captcha",
    ],
    [
      "PerimeterX",
      `<html><body><div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human</p></body></html>`,
      "captcha",
    ],
    [
      "Imperva",
      `<html><head><title>Pardon Our Interruption</title></head><body>...</body></html>`,
      "denied",
    ],
    [
      "a human check",
      `<html><body><h2>Please verify you are human</h2></body></html>`,
      "challenge",
    ],
    [
      "a bare captcha widget",
      `<html><body><form><div class="h-captcha" data-sitekey="x"></div></form></body></html>`,
      "captcha",
    ],
  ])("recognises %s", (_name, html, kind) => {
    expect(parseListingPage(html)).toMatchObject({ kind: "blocked", blocked: { kind } });
  });

  it("reads a product page that merely embeds a captcha in its newsletter form", () => {
    const html = `<html><head><title>1.01 Carat G VS1 Round Lab Diamond</title></head><body><form><div class="g-recaptcha"></div></form></body></html>`;
    expect(parseListingPage(html)).toMatchObject({
      kind: "listing",
      facts: { specs: { carat: 1.01, color: "G", clarity: "VS1", shape: "round" } },
    });
  });
});
