import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { serveWeb } from "./serve-web";

describe("serving the SPA", () => {
  const warnings: object[] = [];
  const logger = { info() {}, error() {}, warn: (details: object) => void warnings.push(details) };
  let app: ReturnType<typeof serveWeb>;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "web-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>shell</title>");
    await writeFile(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
    await writeFile(path.join(dist, "favicon.svg"), "<svg/>");
    app = serveWeb(dist, logger);
  });

  it.each(["/", "/pricing", "/auth", "/terms/"])("serves the app shell for %s", async (route) => {
    const response = await app.request(route);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>shell</title>");
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
    expect(await response.text()).toContain("<title>shell</title>");
    expect(warnings).toContainEqual(expect.objectContaining({ path: "/no/such/page" }));
  });
});
