import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { rateKeyOf, resolveClientIp } from "./client-ip";

const proxy = "10.0.0.5";

describe("client address behind proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(resolveClientIp("198.51.100.9", "1.2.3.4", false)).toBe("198.51.100.9");
  });

  it("takes the entry the one trusted proxy appended, not a spoofed leftmost one", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(resolveClientIp(proxy, "1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(resolveClientIp(proxy, "1.2.3.4, 203.0.113.7", true)).toBe("203.0.113.7");
  });

  it("counts hops from the right", () => {
    expect(resolveClientIp(proxy, "6.6.6.6, 203.0.113.7, 10.0.0.9", 2)).toBe("203.0.113.7");
    // Fewer entries than hops: the farthest one there is.
    expect(resolveClientIp(proxy, "203.0.113.7", 3)).toBe("203.0.113.7");
  });

  it("walks left past trusted CIDR ranges to the first untrusted address", () => {
    const trusted = ["10.0.0.0/8", "192.168.1.1"];
    expect(resolveClientIp(proxy, "6.6.6.6, 203.0.113.7, 192.168.1.1, 10.1.2.3", trusted)).toBe(
      "203.0.113.7",
    );
    expect(resolveClientIp(`::ffff:${proxy}`, "6.6.6.6, 203.0.113.7", trusted)).toBe("203.0.113.7");
  });

  it("believes nothing a peer outside the trusted ranges sends", () => {
    expect(resolveClientIp("198.51.100.9", "10.0.0.1", ["10.0.0.0/8"])).toBe("198.51.100.9");
  });

  it("handles IPv6 ranges and bracketed or ported entries", () => {
    expect(
      resolveClientIp("2001:db8::1", "[2001:db8:ffff::9], 2001:db8::2", ["2001:db8::/48"]),
    ).toBe("2001:db8:ffff::9");
    expect(resolveClientIp(proxy, "203.0.113.7:51234", 1)).toBe("203.0.113.7");
  });

  it("reads TRUST_PROXY as off, a hop count or a CIDR list, and refuses anything else", () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });
});

describe("the key a per-address rate limit counts", () => {
  it("is an IPv4 address itself, and an IPv6 client's /64 whatever the address's spelling", () => {
    expect(rateKeyOf("203.0.113.7")).toBe("203.0.113.7");
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:fffe",
      "2001:DB8:1:2:0:0:0:9",
    ])
      expect(rateKeyOf(address)).toBe("2001:db8:1:2::/64");
    expect(rateKeyOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(rateKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateKeyOf("unknown")).toBe("unknown");
  });
});
