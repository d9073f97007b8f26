import { describe, expect, it } from "vitest";
import { preparedPerDatabase } from "./prepared-per-database";

describe("preparedPerDatabase", () => {
  it("prepares once per database handle and keeps handles apart", () => {
    const prepared: object[] = [];
    const statementOf = preparedPerDatabase((db: object) => {
      prepared.push(db);
      return { db };
    });
    const first = {};
    const second = {};
    expect(statementOf(first)).toBe(statementOf(first));
    expect(statementOf(second).db).toBe(second);
    expect(prepared).toEqual([first, second]);
  });
});
