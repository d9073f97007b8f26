import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "./resolve-host";
import { safeFetch } from "./safe-fetch";

// A transport that must never be reached: the default guard refuses all of these before connecting.
const mustNotConnect = () =>
  vi.fn(async () => {
    throw new Error("the guard let a request through");
  });

describe("safeFetch with the default policy", () => {
  it.each([
    "http://127.0.0.1/",
    "http://localhost/",
    "http://localhost./",
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://0.0.0.0/",
    "http://100.64.0.1/",
    "http://172.16.0.1/",
    "http://192.168.1.1/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
    "https://127.0.0.1:443/",
  ])("refuses %s without connecting", async (url) => {
    const transport = mustNotConnect();
    expect(await safeFetch(url, { transport })).toMatchObject({
      ok: false,
      reason: "blocked_address",
    });
    expect(transport).not.toHaveBeenCalled();
  });

  it.each([
    "ftp://example.com/",
    "file:///etc/passwd",
    "gopher://example.com/",
    "javascript:alert(1)",
    "data:text/html,<p>x</p>",
  ])("refuses the scheme of %s without connecting", async (url) => {
    const transport = mustNotConnect();
    expect(await safeFetch(url, { transport })).toMatchObject({ ok: false, reason: "bad_scheme" });
    expect(transport).not.toHaveBeenCalled();
  });

  it("refuses a host whose answers include one private address", async () => {
    const transport = mustNotConnect();
    const resolve: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ];
    expect(await safeFetch("https://shop.example/", { transport, resolve })).toMatchObject({
      ok: false,
      reason: "blocked_address",
    });
    expect(transport).not.toHaveBeenCalled();
  });

  it("refuses a public address on a non-web port", async () => {
    const transport = mustNotConnect();
    const resolve: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
    expect(await safeFetch("http://shop.example:6379/", { transport, resolve })).toMatchObject({
      ok: false,
      reason: "blocked_port",
    });
    expect(transport).not.toHaveBeenCalled();
  });

  it("resolves once and connects to the address it checked (no rebinding window)", async () => {
    const answers = [
      [{ address: "93.184.216.34", family: 4 as const }],
      [{ address: "127.0.0.1", family: 4 as const }],
    ];
    const resolve = vi.fn<Resolver>(async () => answers.shift() ?? []);
    const transport = vi.fn(async () => {
      throw new Error("stop here");
    });
    expect(await safeFetch("https://rebind.example/", { transport, resolve })).toMatchObject({
      ok: false,
      reason: "network_error",
    });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ address: "93.184.216.34", family: 4 }),
    );
  });

  it("refuses text that is not a URL", async () => {
    expect(await safeFetch("not a url", { transport: mustNotConnect() })).toMatchObject({
      ok: false,
      reason: "bad_url",
    });
  });
});
