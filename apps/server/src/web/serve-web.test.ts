import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageHeads } from "@faircarat/contracts";
import { TEST_MODE_BANNER_TEXT } from "./page-head";
import { serveWeb } from "./serve-web";

describe("serving the SPA", () => {
  const warnings: object[] = [];
  const logger = { info() {}, error() {}, warn: (details: object) => void warnings.push(details) };
  let app: ReturnType<typeof serveWeb>;
  let testPaymentsApp: ReturnType<typeof serveWeb>;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "web-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(
      path.join(dist, "index.html"),
      '<!doctype html><html><head><meta name="description" content="generic" /><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(dist, "prerendered"));
    await writeFile(
      path.join(dist, "prerendered", "pricing.html"),
      "<!doctype html><html><head><title>x</title></head><body><h1>Prerendered pricing</h1></body></html>",
    );
    await writeFile(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
    await writeFile(
      path.join(dist, "assets", "app-abc123.js.br"),
      brotliCompressSync("console.log(1)"),
    );
    await writeFile(path.join(dist, "favicon.svg"), "<svg/>");
    app = serveWeb(dist, logger, "https://faircarat.example");
    testPaymentsApp = serveWeb(dist, logger, "https://faircarat.example", {
      testPaymentsBanner: true,
    });
  });

  it.each(["/", "/about", "/auth", "/terms/"])(
    "serves the app shell with the page's own head for %s",
    async (route) => {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      const html = await response.text();
      const page = route.length > 1 ? route.replace(/\/$/, "") : route;
      const head = pageHeads[page]!;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain("<title>shell</title>");
      expect(html).not.toContain('content="generic"');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${head.title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://faircarat.example${page}" />`);
      expect(html).toContain(
        `<meta property="og:url" content="https://faircarat.example${page}" />`,
      );
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="description"');
      expect(html.includes('name="robots" content="noindex"')).toBe(!head.indexable);
    },
  );

  it("serves a shared report's page (decision 026) with status 200, kept out of search engines and Referers", async () => {
    const response = await app.request(`/shared/${"a".repeat(40)}_-9`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta name="referrer" content="no-referrer" />');
    expect(html).toContain("<title>Shared diamond price report | FairCarat</title>");
    expect(html).not.toContain("canonical");
    expect((await app.request("/shared/not-a-token")).status).toBe(404);
    expect((await app.request("/shared")).status).toBe(404);
  });

  it("serves an owner's report page (/reports/:id, decision 058) with status 200, kept out of search engines and Referers", async () => {
    const response = await app.request("/reports/3f2a9c1d-0000-4000-8000-000000000001");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain("<title>Your diamond price report | FairCarat</title>");
    expect((await app.request("/reports/not-an-id")).status).toBe(404);
    expect((await app.request("/reports")).status).toBe(404);
  });

  it("serves a route's prerendered page when the build wrote one", async () => {
    const html = await (await app.request("/pricing")).text();
    expect(html).toContain("<h1>Prerendered pricing</h1>");
    expect(html).toContain(`<title>${pageHeads["/pricing"]!.title}</title>`);
  });

  it("serves robots.txt and a sitemap of the indexable pages from the route table", async () => {
    const robots = await (await app.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://faircarat.example/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>https://faircarat.example/</loc>");
    expect(xml).toContain("<loc>https://faircarat.example/diamond-guide</loc>");
    expect(xml).not.toContain("/payment-success");
  });

  it("serves hashed assets with a long cache life and other files as they are", async () => {
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
    expect((await app.request("/favicon.svg")).status).toBe(200);
  });

  it("answers an unknown path with the shell, status 404, and logs the path", async () => {
    const response = await app.request("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page Not Found | FairCarat</title>");
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(warnings).toContainEqual(expect.objectContaining({ path: "/no/such/page" }));
  });

  it("sends a precompressed asset to a browser that accepts brotli, the plain file otherwise", async () => {
    const compressed = await app.request("/assets/app-abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(compressed.headers.get("Cache-Control")).toContain("immutable");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("gzips pages for a browser that accepts it", async () => {
    const response = await app.request("/pricing", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).toContain(
      "Prerendered pricing",
    );
  });

  it("sends each page in the best coding the client accepts, the same HTML in each, varying by Accept-Encoding", async () => {
    const plain = await app.request("/pricing");
    const html = await plain.text();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    const codings = {
      "gzip, deflate, br, zstd": "br",
      "br;q=0, gzip": "gzip",
      "gzip;q=0": null,
      identity: null,
    } as const;
    for (const [accept, coding] of Object.entries(codings)) {
      const response = await app.request("/pricing", { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("Vary")).toContain("Accept-Encoding");
      expect(response.headers.get("Content-Encoding")).toBe(coding);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(
        (coding === "br"
          ? brotliDecompressSync(bytes)
          : coding === "gzip"
            ? gunzipSync(bytes)
            : bytes
        ).toString("utf8"),
      ).toBe(html);
    }
    const missing = await app.request("/no/such/page", { headers: { "Accept-Encoding": "br" } });
    expect(missing.status).toBe(404);
    expect(
      brotliDecompressSync(Buffer.from(await missing.arrayBuffer())).toString("utf8"),
    ).toContain('<div id="root"></div>');
  });

  it("puts the test-mode banner on every page, outside the app's root, when payments are simulated", async () => {
    for (const route of ["/", "/pricing", "/no/such/page"]) {
      const html = await (await testPaymentsApp.request(route)).text();
      expect(html).toMatch(/<html data-test-payments=""/);
      expect(html).toMatch(
        new RegExp(
          `<body>\\s*<aside class="test-mode-banner" aria-label="Test mode"><p>${TEST_MODE_BANNER_TEXT}</p></aside>`,
        ),
      );
    }
    const shell = await (await testPaymentsApp.request("/")).text();
    expect(shell.indexOf("test-mode-banner")).toBeLessThan(shell.indexOf('<div id="root">'));
  });

  it("shows no banner with real payments", async () => {
    const html = await (await app.request("/")).text();
    expect(html).not.toContain("test-mode-banner");
    expect(html).not.toContain("data-test-payments");
  });
});
