import { describe, expect, it } from "vitest";
import { signUpInputSchema, sitePath } from "./auth";

describe("signUpInputSchema", () => {
  it("normalises the email and keeps the rest", () => {
    expect(
      signUpInputSchema.parse({
        fullName: " Ada ",
        email: " ADA@Example.com ",
        password: "123456",
      }),
    ).toEqual({
      fullName: "Ada",
      email: "ada@example.com",
      password: "123456",
    });
  });

  it("enforces the password minimum of 6", () => {
    const result = signUpInputSchema.safeParse({
      fullName: "Ada",
      email: "ada@example.com",
      password: "12345",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Password must be at least 6 characters.");
  });

  it("refuses a password of spaces only, and keeps spaces inside one", () => {
    const spaces = signUpInputSchema.safeParse({
      fullName: "Ada",
      email: "ada@example.com",
      password: "      ",
    });
    expect(spaces.error?.issues[0]?.message).toBe("Password cannot be only spaces.");
    expect(
      signUpInputSchema.parse({
        fullName: "Ada",
        email: "ada@example.com",
        password: " pass phrase ",
      }).password,
    ).toBe(" pass phrase ");
  });
});

describe("sitePath (the emailed link's return path)", () => {
  it("keeps a path of this site, resolved", () => {
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/?verified=1")).toBe("/?verified=1");
    expect(sitePath("/pricing/../?verified=1")).toBe("/?verified=1");
  });

  it.each([
    "//evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/.///evil.example",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "https://evil.example",
    "evil",
    "/\t/x",
  ])("refuses %j, which could leave the site", (raw) => {
    expect(sitePath(raw)).toBeNull();
  });
});
