import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";
import { startLocalPageServer, type LocalPageServer } from "./testing/local-page-server";

// Everything here talks to 127.0.0.1 only, under a policy that allows exactly the test server.
describe("safeFetch against a local server", () => {
  let server: LocalPageServer;
  beforeAll(async () => {
    server = await startLocalPageServer();
  });
  afterAll(() => server.close());

  const get = (path: string, options: SafeFetchOptions = {}) =>
    safeFetch(path.startsWith("/") ? server.url(path) : path, {
      policy: server.policy,
      transport: server.transport,
      ...options,
    });

  it("reads a normal page like a browser, without cookies or credentials", async () => {
    const result = await get("/page");
    expect(result).toMatchObject({ ok: true, status: 200, url: server.url("/page") });
    if (result.ok) expect(result.body).toContain("1.01 Carat G VS1");
    const { headers } = server.requests.at(-1)!;
    expect(headers["user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers.accept).toMatch(/^text\/html/);
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it("does not send back a cookie a redirect set", async () => {
    expect(await get("/set-cookie")).toMatchObject({ ok: true });
    expect(server.requests.at(-1)).toMatchObject({ path: "/page" });
    expect(server.requests.at(-1)?.headers.cookie).toBeUndefined();
  });

  it("decodes gzip and the declared charset", async () => {
    expect(await get("/gzip")).toMatchObject({ ok: true, body: "<title>compressed</title>" });
    expect(await get("/latin1")).toMatchObject({ ok: true, body: "<p>Caf\u00e9</p>" });
  });

  it.each([
    ["/to-private", "http://10.0.0.1/"],
    ["/to-metadata", "http://169.254.169.254/latest/meta-data/"],
    ["/to-localhost", "localhost"],
  ])("refuses a redirect from %s to a private address", async (path, target) => {
    const before = server.requests.length;
    const result = await get(path);
    expect(result).toMatchObject({ ok: false, reason: "blocked_address" });
    if (!result.ok) expect(result.url).toContain(target);
    expect(server.requests.length).toBe(before + 1);
  });

  it("refuses a redirect to another scheme", async () => {
    expect(await get("/to-file")).toMatchObject({
      ok: false,
      reason: "bad_scheme",
      url: "file:///etc/passwd",
    });
  });

  it("follows up to 5 redirects and refuses a longer chain", async () => {
    expect(await get("/hops/5")).toMatchObject({ ok: true, url: server.url("/hops/0") });
    expect(await get("/hops/6")).toMatchObject({ ok: false, reason: "too_many_redirects" });
  });

  it.each(["/huge", "/huge-declared", "/bomb"])(
    "stops reading %s at 2 MB and refuses it",
    async (path) => {
      expect(await get(path)).toMatchObject({ ok: false, reason: "too_large" });
    },
  );

  it.each(["/slow-body", "/slow-headers"])("gives up on %s at the deadline", async (path) => {
    const started = performance.now();
    expect(await get(path, { timeoutMs: 150 })).toMatchObject({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("counts a hanging DNS lookup against the same deadline", async () => {
    const result = await get("http://slow-dns.test/", {
      timeoutMs: 100,
      resolve: () => new Promise(() => {}),
    });
    expect(result).toMatchObject({ ok: false, reason: "timeout" });
  });

  it.each(["/json", "/image", "/no-type"])("does not read %s, which is not HTML", async (path) => {
    expect(await get(path)).toMatchObject({ ok: false, reason: "not_html" });
  });

  it("reports an error status as a value", async () => {
    expect(await get("/missing")).toMatchObject({ ok: false, reason: "http_status", status: 404 });
  });

  it("refuses a port the policy does not allow", async () => {
    expect(await get(`http://127.0.0.1:${server.port + 1}/`)).toMatchObject({
      ok: false,
      reason: "blocked_port",
    });
  });

  it("refuses a URL carrying credentials", async () => {
    expect(await get(`http://user:pw@127.0.0.1:${server.port}/page`)).toMatchObject({
      ok: false,
      reason: "credentials_in_url",
    });
  });

  it("re-applies the address check when the connection is made", async () => {
    let checks = 0;
    // Passes the first check, then refuses: the pinned lookup must ask again and stop the
    // connection.
    const flipping = {
      ...server.policy,
      allowsAddress: (address: string) => address === "127.0.0.1" && ++checks === 1,
    };
    const result = await get(`http://127.0.0.1.nip.test:${server.port}/page`, {
      policy: flipping,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(result).toMatchObject({ ok: false, reason: "blocked_address" });
    expect(checks).toBe(2);
  });
});
