import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { isOwnedReportPath, isSharedReportPath } from "@faircarat/contracts";
import type { Logger } from "@faircarat/core";
import type { AppEnv } from "../app-env";
import { encodePage, sendPage, type EncodedPage } from "./encoded-page";
import {
  headTags,
  ownedReportHeadTags,
  robotsTxt,
  routeOf,
  sharedReportHeadTags,
  sitemapXml,
  withHead,
  withTestModeBanner,
} from "./page-head";

/** Where the web build writes a route's prerendered page ("/" is prerendered/index.html). */
export const prerenderedFile = (route: string) =>
  `prerendered${route === "/" ? "/index" : route}.html`;

/**
 * Serves the built SPA: for every route of the spec's table its prerendered page (or the app shell)
 * with the page's own head tags; hashed assets cached for a year; robots.txt and sitemap.xml from
 * the route table; other public files as they are; and the shell with status 404 (logged) for any
 * other path. With `testPaymentsBanner`, every page carries the test-mode banner.
 */
export function serveWeb(
  webDist: string,
  logger: Logger,
  publicUrl: string,
  options: { testPaymentsBanner?: boolean | undefined } = {},
) {
  const root = path.relative(process.cwd(), webDist) || ".";
  const pages = new Map<string, Promise<EncodedPage>>();
  const read = (file: string) => readFile(path.join(webDist, file), "utf8");
  const page = (route: string | undefined) => {
    const key = route ?? "";
    let html = pages.get(key);
    if (!html) {
      const source = route
        ? read(prerenderedFile(route)).catch(() => read("index.html"))
        : read("index.html");
      html = source.then((text) => {
        const page = withHead(text, headTags(route, publicUrl));
        return encodePage(options.testPaymentsBanner ? withTestModeBanner(page) : page);
      });
      pages.set(key, html);
    }
    return html;
  };
  const immutable = "public, max-age=31536000, immutable";
  const privateShells = new Map<string, Promise<EncodedPage>>();
  /** A page only its link's holder or its owner sees: the shell with its head, never indexed. */
  const privateShell = (head: string) => {
    let shell = privateShells.get(head);
    if (!shell) {
      shell = read("index.html").then((text) => {
        const page = withHead(text, head);
        return encodePage(options.testPaymentsBanner ? withTestModeBanner(page) : page);
      });
      privateShells.set(head, shell);
    }
    return shell;
  };

  return (
    new Hono<AppEnv>()
      // Pages are compressed once (encoded-page.ts) and assets arrive precompressed
      // (apps/web/scripts/compress.mjs): this skips both, as they carry a Content-Encoding, and
      // compresses the rest (robots.txt, sitemap.xml, other public files) per response.
      .use("*", compress())
      .get("*", async (c, next) => {
        const route = routeOf(c.req.path);
        if (!route) return next();
        c.header("Cache-Control", "no-cache");
        return sendPage(c, await page(route));
      })
      .get("/shared/:token", async (c, next) => {
        if (!isSharedReportPath(c.req.path)) return next();
        c.header("X-Robots-Tag", "noindex, nofollow");
        c.header("Cache-Control", "no-store");
        return sendPage(c, await privateShell(sharedReportHeadTags()));
      })
      // The owner's report page: the page asks the API, which answers anyone else with a 404.
      .get("/reports/:id", async (c, next) => {
        if (!isOwnedReportPath(c.req.path)) return next();
        c.header("X-Robots-Tag", "noindex, nofollow");
        c.header("Cache-Control", "no-store");
        return sendPage(c, await privateShell(ownedReportHeadTags()));
      })
      .get("/robots.txt", (c) => c.text(robotsTxt(publicUrl)))
      .get("/sitemap.xml", (c) => {
        c.header("Content-Type", "application/xml; charset=utf-8");
        return c.body(sitemapXml(publicUrl));
      })
      .use("/assets/*", async (c, next) => {
        await next();
        if (c.res.status === 200) c.res.headers.set("Cache-Control", immutable);
      })
      .use("/assets/*", serveStatic({ root, precompressed: true }))
      .use("*", serveStatic({ root }))
      .get("*", async (c) => {
        logger.warn({ path: c.req.path, requestId: c.get("requestId") }, "page not found");
        c.header("Cache-Control", "no-cache");
        return sendPage(c, await page(undefined), 404);
      })
  );
}
