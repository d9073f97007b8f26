import type { z } from "zod";

/**
 * Zod's own wording ("Too big: expected string to have <=40 characters") in plain words, naming
 * the field: "cut must be at most 40 characters." A message a schema set itself is kept as it is.
 */
export function plainIssueMessage(issue: z.core.$ZodIssue, field: string): string {
  if (!/^(Too big|Too small|Invalid input): /.test(issue.message)) return issue.message;
  const name = field || "The request";
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string"
        ? `${name} must be at most ${issue.maximum.toLocaleString("en-US")} characters.`
        : issue.origin === "array"
          ? `${name} must have at most ${issue.maximum.toLocaleString("en-US")} items.`
          : `${name} must be at most ${issue.maximum.toLocaleString("en-US")}.`;
    case "too_small":
      return issue.origin === "string"
        ? `${name} must be at least ${issue.minimum.toLocaleString("en-US")} characters.`
        : issue.origin === "array"
          ? `${name} must have at least ${issue.minimum.toLocaleString("en-US")} items.`
          : `${name} must be at least ${issue.minimum.toLocaleString("en-US")}.`;
    case "invalid_type":
      return `${name} must be ${issue.expected === "number" || issue.expected === "int" ? "a number" : issue.expected === "string" ? "text" : `of type ${issue.expected}`}.`;
    default:
      return `${field ? `${field}: ` : ""}${issue.message}`;
  }
}
