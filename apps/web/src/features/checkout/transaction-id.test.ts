import { describe, expect, it } from "vitest";
import { transactionIdFrom } from "./transaction-id";

describe("transactionIdFrom", () => {
  it("returns the last 8 characters of the session id", () => {
    expect(transactionIdFrom("cs_test_a1B2c3D4e5F6g7H8")).toBe("e5F6g7H8");
  });

  it("returns short ids whole", () => {
    expect(transactionIdFrom("abc123")).toBe("abc123");
  });

  it("returns null without a session id", () => {
    expect(transactionIdFrom(null)).toBeNull();
    expect(transactionIdFrom(undefined)).toBeNull();
    expect(transactionIdFrom("   ")).toBeNull();
  });
});
