import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "@faircarat/core";

/**
 * The route's `:id` (or another param) when it has the form `schema` names; any other string is the
 * same 404 as an unknown id.
 */
export function idParam(
  c: Context,
  schema: z.ZodType<string>,
  notFoundMessage: string,
  name = "id",
): string {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw new DomainError("not_found", notFoundMessage);
  return parsed.data;
}
