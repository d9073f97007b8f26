import type { Context } from "hono";
import type { z } from "zod";
import { isStorableText, isUnstorableIssue, UNSTORABLE_TEXT_MESSAGE } from "@faircarat/contracts";
import { DomainError } from "@faircarat/core";
import { plainIssueMessage } from "@faircarat/contracts/issue-message";
import { bufferedBodyOf } from "./middleware/limit-body";

// As Request.json() reads a body: UTF-8, a leading BOM dropped, invalid bytes replaced.
const utf8 = new TextDecoder();

/**
 * Parses the JSON body against a schema; malformed or invalid input is a 400 with a readable
 * message.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const buffered = bufferedBodyOf(c);
    body = buffered ? JSON.parse(utf8.decode(buffered)) : await c.req.json();
  } catch {
    throw new DomainError("bad_request", "The request body must be valid JSON.");
  }
  return parseInput(schema, body);
}

/**
 * Parses one request header against a schema; an invalid value is a 400 with the schema's message.
 */
export function readHeader<T extends z.ZodType>(c: Context, name: string, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.header(name));
  if (!parsed.success)
    throw new DomainError(
      "validation_failed",
      parsed.error.issues[0]?.message ?? `${name} is invalid.`,
    );
  return parsed.data;
}

/**
 * Parses input against a schema, or throws a 400 saying what is wrong with the first field.
 * `messageFor` lets a route use its own (spec) wording for an issue; unstorable text keeps ours.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  messageFor?: (issue: z.core.$ZodIssue) => string,
): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const message = !first
    ? "Invalid input."
    : isUnstorableIssue(first) || !messageFor
      ? describeIssue(first, input)
      : messageFor(first);
  throw new DomainError("validation_failed", message);
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // A key that is itself unstorable text is left out of the name (it would carry the NUL along).
  const field = issue.path
    .filter((key) => typeof key !== "string" || isStorableText(key))
    .join(".");
  // The schema's message is for people filling in a form; an API caller is told which field.
  if (isUnstorableIssue(issue)) return `${field || "The request"} ${UNSTORABLE_TEXT_MESSAGE}`;
  const missing = field && valueAt(input, issue.path) === undefined;
  return missing ? `${field} is required.` : plainIssueMessage(issue, field);
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );
}
