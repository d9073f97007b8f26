import type { Database } from "./client";

/** The methods every statement starts from; while the database is down each one fails. */
const statementStarts = new Set<PropertyKey>([
  "select",
  "selectDistinct",
  "insert",
  "update",
  "delete",
  "execute",
  "transaction",
  "$count",
]);

/**
 * A database handle that can be taken down and brought back, for tests of what survives a restart:
 * while down, every statement fails as node-postgres fails when the server restarts (SQLSTATE
 * 57P01), whether it is awaited, chained or given a `.catch`. Our boundary, not PGlite's or pg's
 * insides.
 */
export function withOutage(db: Database): {
  db: Database;
  down(): void;
  up(): void;
  isDown(): boolean;
  /**
   * Goes down at the `nth` call of a statement start from now (e.g. the second batch's
   * `transaction`), failing that call.
   */
  downAtCall(property: string, nth: number): void;
} {
  let down = false;
  let trigger: { property: PropertyKey; callsLeft: number } | null = null;
  const outage = () =>
    Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
  const handle = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (trigger?.property === property && --trigger.callsLeft === 0) {
        trigger = null;
        down = true;
      }
      if (!down || !statementStarts.has(property))
        return typeof value === "function" ? (value.bind(target) as unknown) : value;
      return property === "transaction"
        ? () => Promise.reject(outage())
        : () => failingStatement(outage());
    },
  });
  return {
    db: handle,
    down: () => void (down = true),
    up: () => void (down = false),
    isDown: () => down,
    downAtCall: (property, nth) => void (trigger = { property, callsLeft: nth }),
  };
}

/** A statement builder whose every step returns itself and which rejects when awaited. */
function failingStatement(error: Error): unknown {
  const rejected = () => Promise.reject(error);
  const statement: unknown = new Proxy(() => undefined, {
    get(_, property) {
      if (property === "then")
        return (
          onFulfilled?: (value: never) => unknown,
          onRejected?: (reason: unknown) => unknown,
        ) => rejected().then(onFulfilled, onRejected);
      if (property === "catch")
        return (onRejected?: (reason: unknown) => unknown) => rejected().catch(onRejected);
      if (property === "finally") return (onFinally?: () => void) => rejected().finally(onFinally);
      return () => statement;
    },
  });
  return statement;
}
