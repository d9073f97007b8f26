import { describe, expect, it } from "vitest";
import { createApiKeyInputSchema, enterpriseLeadInputSchema } from "./api-access";
import { signInInputSchema, signUpInputSchema } from "./auth";
import { contactMessageInputSchema } from "./contact";
import { isStorableText, isUnstorableIssue, storableText, UNSTORABLE_TEXT_MESSAGE } from "./text";

describe("isStorableText", () => {
  it("takes any text PostgreSQL stores, emoji and other surrogate pairs included", () => {
    for (const text of [
      "",
      "plain",
      "Zoë — ünlimited",
      "💎 1.2 ct",
      "\t\n\r",
      "\u00ff\ufffd\uffff",
      "\uD83D\uDC8E",
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it("refuses NUL and either half of a surrogate pair alone, wherever it stands", () => {
    for (const text of [
      "\u0000",
      "a\u0000",
      "\uD800",
      "a\uD83Db",
      "\uDC8E",
      "x\uDC8E\uD83D",
      "💎\uD83D",
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe("storableText", () => {
  it("reports unstorable text as the first issue, before the field's own rules", () => {
    const result = storableText().trim().min(5).safeParse("\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it("tells people in plain words when a form names the field, and the API's words otherwise; both are marked for the server", () => {
    const forPeople = storableText(undefined, "Your message").safeParse("a\u0000").error?.issues[0];
    expect(forPeople?.message).toBe(
      "Your message contains a character we cannot accept. Please remove it and try again.",
    );
    const forApi = storableText().safeParse("a\u0000").error?.issues[0];
    expect(forApi?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect([forPeople, forApi].every((issue) => issue && isUnstorableIssue(issue))).toBe(true);
    expect(isUnstorableIssue(storableText().min(5).safeParse("abc").error!.issues[0]!)).toBe(false);
  });
});

describe("the app's forms", () => {
  const nul = "x\u0000y";
  it.each([
    [
      "contact, first name",
      contactMessageInputSchema,
      {
        firstName: nul,
        lastName: "Smith",
        email: "a@example.com",
        subject: "Hello",
        message: "A message long enough.",
      },
      "Your first name",
    ],
    [
      "contact, message",
      contactMessageInputSchema,
      {
        firstName: "Ann",
        lastName: "Smith",
        email: "a@example.com",
        subject: "Hello",
        message: `A message long ${nul} enough.`,
      },
      "Your message",
    ],
    [
      "sign up, full name",
      signUpInputSchema,
      { fullName: nul, email: "a@example.com", password: "diamond-pw" },
      "Your full name",
    ],
    [
      "sign in, email",
      signInInputSchema,
      { email: `a${nul}@example.com`, password: "diamond-pw" },
      "Your email",
    ],
    ["API key name", createApiKeyInputSchema, { name: nul }, "The key's name"],
    [
      "enterprise lead, company",
      enterpriseLeadInputSchema,
      {
        company: nul,
        name: "Ann",
        email: "a@example.com",
        useCase: "Pricing",
        expectedMonthlyCalls: 10,
      },
      "Your company",
    ],
  ] as const)("%s: refuses a NUL in plain words naming the field", (_, schema, input, what) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe(
      `${what} contains a character we cannot accept. Please remove it and try again.`,
    );
  });
});
