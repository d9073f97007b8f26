/**
 * SQLSTATEs that mean the database could not serve the request right now, not that the request
 * was wrong: the server is shutting down or starting, the connection broke, a statement or lock
 * wait ran past its timeout, or the server has no connection slot left.
 */
const unavailableStates = new Set([
  "57P01",
  "57P02",
  "57P03",
  "57014",
  "55P03",
  "25P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** Socket failures reaching the server. */
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and its pool say these in plain messages, without a code. */
const unavailableMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "is not queryable",
  "Cannot use a pool after calling end",
];

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's error as `cause`) means
 * the PostgreSQL server is unreachable, restarting or too slow, so the answer is "try again"
 * rather than "something is broken".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (unavailableStates.has(code) || unavailableSocketCodes.has(code))
    )
      return true;
    if (
      current instanceof AggregateError &&
      current.errors.some((inner) => isDatabaseUnavailable(inner))
    )
      return true;
    if (
      unavailableMessages.some(
        (message) => current instanceof Error && current.message.includes(message),
      )
    )
      return true;
  }
  return false;
}
