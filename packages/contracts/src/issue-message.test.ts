import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainIssueMessage } from "./issue-message";

const firstIssue = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error!.issues[0]!;

describe("plainIssueMessage", () => {
  it("puts zod's own wording in plain words, naming the field", () => {
    expect(plainIssueMessage(firstIssue(z.string().max(40), "x".repeat(41)), "cut")).toBe(
      "cut must be at most 40 characters.",
    );
    expect(plainIssueMessage(firstIssue(z.number().min(0), -1), "caratMin")).toBe(
      "caratMin must be at least 0.",
    );
    expect(plainIssueMessage(firstIssue(z.number().max(10_000), 20_000), "limit")).toBe(
      "limit must be at most 10,000.",
    );
    expect(plainIssueMessage(firstIssue(z.number(), Number.NaN), "caratMin")).toBe(
      "caratMin must be a number.",
    );
    expect(plainIssueMessage(firstIssue(z.array(z.string()).max(2), ["a", "b", "c"]), "tags")).toBe(
      "tags must have at most 2 items.",
    );
  });

  it("says what is wrong with a record's key instead of 'Invalid key in record'", () => {
    const issue = firstIssue(z.record(z.string().max(200), z.string()), { ["k".repeat(201)]: "v" });
    expect(plainIssueMessage(issue, "formData")).toBe(
      "formData: each key must be at most 200 characters.",
    );
  });

  it("keeps a message the schema set itself", () => {
    expect(
      plainIssueMessage(
        firstIssue(z.number().min(0.01, { error: "carat must be at least 0.01." }), 0),
        "carat",
      ),
    ).toBe("carat must be at least 0.01.");
  });
});
