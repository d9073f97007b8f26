import type { z } from "zod";
import { formatCount } from "./figures";

/**
 * Zod's own wording ("Too big: expected string to have <=40 characters") in plain words, naming
 * the field: "cut must be at most 40 characters." A message a schema set itself is kept as it is.
 */
export function plainIssueMessage(issue: z.core.$ZodIssue, field: string): string {
  // A record's key the schema refuses ("Invalid key in record"): say what is wrong with the key.
  const keyIssue = issue.code === "invalid_key" ? issue.issues[0] : undefined;
  if (keyIssue) return `${field ? `${field}: ` : ""}${plainIssueMessage(keyIssue, "each key")}`;
  if (!/^(Too big|Too small|Invalid input): /.test(issue.message)) return issue.message;
  const name = field || "The request";
  switch (issue.code) {
    case "too_big":
      return bounded(name, issue.origin, "at most", issue.maximum);
    case "too_small":
      return bounded(name, issue.origin, "at least", issue.minimum);
    case "invalid_type":
      return `${name} must be ${issue.expected === "number" || issue.expected === "int" ? "a number" : issue.expected === "string" ? "text" : `of type ${issue.expected}`}.`;
    default:
      return `${field ? `${field}: ` : ""}${issue.message}`;
  }
}

/**
 * "cut must be at most 40 characters.", "tags must have at least 1 items.", "limit must be at most
 * 10,000."
 */
function bounded(
  name: string,
  origin: string,
  limit: "at most" | "at least",
  bound: number | bigint,
): string {
  const figure = formatCount(Number(bound));
  if (origin === "string") return `${name} must be ${limit} ${figure} characters.`;
  if (origin === "array") return `${name} must have ${limit} ${figure} items.`;
  return `${name} must be ${limit} ${figure}.`;
}
