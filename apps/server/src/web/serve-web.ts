import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { isAppPath } from "@faircarat/contracts";
import type { Logger } from "@faircarat/core";
import type { AppEnv } from "../app-env";

/**
 * Serves the built SPA: the app shell for every route of the spec's table, hashed assets
 * cached for a year, other public files as they are, and the shell with status 404 (logged)
 * for any other path.
 */
export function serveWeb(webDist: string, logger: Logger) {
  const root = path.relative(process.cwd(), webDist) || ".";
  let shell: Promise<string> | undefined;
  const appShell = () => (shell ??= readFile(path.join(webDist, "index.html"), "utf8"));
  const immutable = "public, max-age=31536000, immutable";

  return new Hono<AppEnv>()
    .get("*", async (c, next) => {
      if (!isAppPath(c.req.path)) return next();
      c.header("Cache-Control", "no-cache");
      return c.html(await appShell());
    })
    .use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", immutable);
    })
    .use("/assets/*", serveStatic({ root }))
    .use("*", serveStatic({ root }))
    .get("*", async (c) => {
      logger.warn({ path: c.req.path, requestId: c.get("requestId") }, "page not found");
      c.header("Cache-Control", "no-cache");
      return c.html(await appShell(), 404);
    });
}
