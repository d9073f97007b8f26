import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "@faircarat/core";

/** Parses the JSON body against a schema; malformed or invalid input is a 400 with a readable message. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new DomainError("bad_request", "The request body must be valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const field = first?.path.join(".");
    const missing = first && field && valueAt(body, first.path) === undefined;
    const message = missing ? `${field} is required.` : (first?.message ?? "Invalid input.");
    throw new DomainError("validation_failed", message);
  }
  return parsed.data;
}

/** Parses one request header against a schema; an invalid value is a 400 with the schema's message. */
export function readHeader<T extends z.ZodType>(c: Context, name: string, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.header(name));
  if (!parsed.success) throw new DomainError("validation_failed", parsed.error.issues[0]?.message ?? `${name} is invalid.`);
  return parsed.data;
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined), body);
}
