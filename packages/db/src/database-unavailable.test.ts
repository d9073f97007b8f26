import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each(["57P01", "57P03", "57014", "08006", "53300", "25P03", "ECONNREFUSED", "ECONNRESET"])(
    "recognises %s",
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it.each([
    "Connection terminated unexpectedly",
    "timeout exceeded when trying to connect",
    "Connection terminated due to connection timeout",
    "Query read timeout",
  ])("recognises the driver's '%s'", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("looks through the query error Drizzle wraps around the driver's", () => {
    const wrapped = new Error("Failed query: select 1", {
      cause: withCode("57P01", "terminating connection due to administrator command"),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("recognises a refused connection to every address of a host", () => {
    expect(
      isDatabaseUnavailable(
        new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], ""),
      ),
    ).toBe(true);
  });

  it("leaves the request's own faults and our bugs alone", () => {
    expect(
      isDatabaseUnavailable(withCode("23505", "duplicate key value violates unique constraint")),
    ).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("57P01")).toBe(false);
  });
});
