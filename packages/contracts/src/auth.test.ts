import { describe, expect, it } from "vitest";
import { signUpInputSchema } from "./auth";

describe("signUpInputSchema", () => {
  it("normalises the email and keeps the rest", () => {
    expect(signUpInputSchema.parse({ fullName: " Ada ", email: " ADA@Example.com ", password: "123456" })).toEqual({
      fullName: "Ada",
      email: "ada@example.com",
      password: "123456",
    });
  });

  it("enforces the password minimum of 6", () => {
    const result = signUpInputSchema.safeParse({ fullName: "Ada", email: "ada@example.com", password: "12345" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Password must be at least 6 characters.");
  });

  it("refuses a password of spaces only, and keeps spaces inside one", () => {
    const spaces = signUpInputSchema.safeParse({ fullName: "Ada", email: "ada@example.com", password: "      " });
    expect(spaces.error?.issues[0]?.message).toBe("Password cannot be only spaces.");
    expect(signUpInputSchema.parse({ fullName: "Ada", email: "ada@example.com", password: " pass phrase " }).password).toBe(" pass phrase ");
  });
});
