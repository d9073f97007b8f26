import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "@faircarat/core";

/** The route's `:id` when it has the form `schema` names; any other string is the same 404 as an unknown id. */
export function idParam(c: Context, schema: z.ZodType<string>, notFoundMessage: string): string {
  const parsed = schema.safeParse(c.req.param("id"));
  if (!parsed.success) throw new DomainError("not_found", notFoundMessage);
  return parsed.data;
}
