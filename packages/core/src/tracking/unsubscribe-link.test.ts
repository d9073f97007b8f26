import { describe, expect, it } from "vitest";
import { isUnsubscribeSignature, unsubscribeSignature, unsubscribeUrl } from "./unsubscribe-link";

describe("unsubscribe links", () => {
  const secret = "a-secret-of-the-server-0123456789";

  it("signs a user's id so only the server can make the link", () => {
    const signature = unsubscribeSignature(secret, "user-1");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isUnsubscribeSignature(secret, "user-1", signature)).toBe(true);
    expect(isUnsubscribeSignature(secret, "user-2", signature)).toBe(false);
    expect(isUnsubscribeSignature("another-secret", "user-1", signature)).toBe(false);
    expect(isUnsubscribeSignature(secret, "user-1", signature.slice(0, 42))).toBe(false);
    expect(
      isUnsubscribeSignature(
        secret,
        "user-1",
        `${signature.slice(0, 42)}${signature.endsWith("A") ? "B" : "A"}`,
      ),
    ).toBe(false);
  });

  it("puts the user and the signature in the link's query", () => {
    const url = new URL(unsubscribeUrl("https://faircarat.example", secret, "user-1"));
    expect(url.origin + url.pathname).toBe("https://faircarat.example/api/alerts/unsubscribe");
    expect(url.searchParams.get("u")).toBe("user-1");
    expect(url.searchParams.get("s")).toBe(unsubscribeSignature(secret, "user-1"));
  });
});
