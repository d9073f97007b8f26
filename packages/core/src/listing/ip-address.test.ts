import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";
import { ipBytes } from "./ip-address";

describe("ipBytes", () => {
  it.each([
    ["127.0.0.1", [127, 0, 0, 1]],
    ["::1", [...Array(15).fill(0), 1]],
    ["[::ffff:127.0.0.1]", [...Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ["::ffff:7f00:1", [...Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ["fe80::1%eth0", [0xfe, 0x80, ...Array(13).fill(0), 1]],
    ["2001:db8:0:0:1:0:0:1", [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]],
  ])("reads %s", (text, bytes) => {
    expect([...(ipBytes(text) ?? [])]).toEqual(bytes);
  });

  it.each(["localhost", "1.2.3", "256.0.0.1", "::g", ""])("refuses %j", (text) => {
    expect(ipBytes(text)).toBeNull();
  });
});

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "10.0.0.1",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.255.255",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.1.1",
    "198.18.0.1",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::ffff:0:10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "2001::1",
    "::127.0.0.1",
    "100::1",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "::ffff:93.184.216.34",
    "64:ff9b::808:808",
    "2606:4700::6810:84e5",
    "2a00:1450:4001::200e",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
