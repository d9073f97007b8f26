import { describe, expect, it } from "vitest";
import { isAppPath } from "./paths";

describe("isAppPath", () => {
  it.each(["/", "/auth", "/pricing", "/pricing/", "/payment-success"])("knows %s", (p) =>
    expect(isAppPath(p)).toBe(true),
  );
  it.each(["/nope", "/pricing/extra", "/index.html", "/Auth"])("does not know %s", (p) =>
    expect(isAppPath(p)).toBe(false),
  );
});
