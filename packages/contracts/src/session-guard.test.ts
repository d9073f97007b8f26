import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionResponseSchema } from "./auth";
import { sessionResponseGuard } from "./session-guard";

const user = fc.record({
  id: fc.string(),
  email: fc.string(),
  fullName: fc.string(),
  emailVerified: fc.boolean(),
});
const isoDate = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
  .map((date) => date.toISOString());
const expiresAt = fc.oneof(
  isoDate,
  fc.string(),
  isoDate.map((value) => value.replace("Z", "+02:00")),
  isoDate.map((value) => value.slice(0, 16) + "Z"),
);
const session = fc.record({ id: fc.string(), expiresAt });
const almost = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string(),
  fc.integer(),
  fc.object(),
  fc.array(fc.string()),
);
const response = fc.oneof(
  fc.record({ user: fc.option(user, { nil: null }), session: fc.option(session, { nil: null }) }),
  fc.record(
    { user: fc.oneof(user, almost), session: fc.oneof(session, almost) },
    { requiredKeys: [] },
  ),
  almost,
);

describe("sessionResponseGuard", () => {
  it("accepts and rejects exactly what sessionResponseSchema does, with the same data", () => {
    fc.assert(
      fc.property(response, (input) => {
        const expected = sessionResponseSchema.safeParse(input);
        const actual = sessionResponseGuard.safeParse(input);
        expect(actual.success).toBe(expected.success);
        if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a signed-out and a signed-in answer", () => {
    expect(sessionResponseGuard.safeParse({ user: null, session: null })).toEqual({
      success: true,
      data: { user: null, session: null },
    });
    const signedIn = {
      user: { id: "u1", email: "ada@example.com", fullName: "Ada", emailVerified: true, extra: 1 },
      session: { id: "s1", expiresAt: "2026-12-01T10:00:00.000Z" },
    };
    expect(sessionResponseGuard.safeParse(signedIn)).toEqual({
      success: true,
      data: {
        user: { id: "u1", email: "ada@example.com", fullName: "Ada", emailVerified: true },
        session: signedIn.session,
      },
    });
    expect(sessionResponseGuard.safeParse({ user: { id: "u1" }, session: null }).success).toBe(
      false,
    );
  });
});
