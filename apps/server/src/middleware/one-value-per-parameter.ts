import type { MiddlewareHandler } from "hono";
import { DomainError } from "@faircarat/core";

// A name is the caller's text, as long as the whole URL: the refusal quotes a readable part of it.
const MAX_NAME_SHOWN = 40;

/**
 * Each query parameter is read once, on /api and /api/v1 alike: `?carat=1&carat=2` is a 400 naming
 * the parameter, not priced at either value (docs/decisions/035).
 */
export const oneValuePerParameter: MiddlewareHandler = async (c, next) => {
  const seen = new Set<string>();
  for (const name of new URL(c.req.url).searchParams.keys()) {
    if (seen.has(name)) {
      const characters = [...name];
      const shown =
        characters.length > MAX_NAME_SHOWN
          ? `"${characters.slice(0, MAX_NAME_SHOWN).join("")}…"`
          : name;
      throw new DomainError(
        "validation_failed",
        `${shown} is given more than once; give each parameter once.`,
      );
    }
    seen.add(name);
  }
  await next();
};
