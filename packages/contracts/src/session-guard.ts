import type { SessionResponse } from "./auth";

type Parsed = { success: true; data: SessionResponse } | { success: false };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
// The pattern `z.iso.datetime()` compiles to (zod/v4/core/regexes.js): UTC, seconds required.
const date =
  "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
const isoDateTime = new RegExp(
  `^${date}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$`,
);

/**
 * `sessionResponseSchema.safeParse` without zod. Every first page load reads the session, and zod
 * costs about 25 KB gzipped in the browser's first bundle (docs/decisions/010-first-load.md). The
 * zod schema stays the source of truth: session-guard.test.ts checks both agree.
 */
export const sessionResponseGuard = {
  safeParse(input: unknown): Parsed {
    if (!isObject(input)) return { success: false };
    const { user, session } = input;
    if (user !== null) {
      if (
        !isObject(user) ||
        !isString(user.id) ||
        !isString(user.email) ||
        !isString(user.fullName)
      )
        return { success: false };
      if (typeof user.emailVerified !== "boolean") return { success: false };
    }
    if (session !== null) {
      if (!isObject(session) || !isString(session.id) || !isString(session.expiresAt))
        return { success: false };
      if (!isoDateTime.test(session.expiresAt)) return { success: false };
    }
    if (user === undefined || session === undefined) return { success: false };
    const data: SessionResponse = {
      user:
        user === null
          ? null
          : {
              id: user.id as string,
              email: user.email as string,
              fullName: user.fullName as string,
              emailVerified: user.emailVerified as boolean,
            },
      session:
        session === null
          ? null
          : { id: session.id as string, expiresAt: session.expiresAt as string },
    };
    return { success: true, data };
  },
};
