import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./index";

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);
const columns = tables.flatMap((table) => {
  const config = getTableConfig(table);
  return config.columns.map((column) => ({
    name: `${config.name}.${column.name}`,
    type: column.getSQLType(),
  }));
});

/** docs/ARCHITECTURE.md: "Money is integer cents in storage and arithmetic". */
describe("money in the database", () => {
  it("reads every table of the schema", () => {
    expect(tables.length).toBeGreaterThan(20);
  });

  it("stores every amount of money as integer cents, and nothing but weights, shares and sizes as floats", () => {
    const cents = columns.filter((column) => column.name.endsWith("_cents"));
    expect(cents.length).toBeGreaterThan(10);
    expect(cents.filter((column) => !/^(integer|bigint)$/.test(column.type))).toEqual([]);
    const floats = columns.filter((column) => /double|real|numeric/.test(column.type));
    expect(floats.length).toBeGreaterThan(5);
    expect(
      floats.filter(
        (column) =>
          !/(carat|carat_from|carat_to|_pct|percent|percentage|_mm|_angle)$/.test(column.name),
      ),
    ).toEqual([]);
  });
});
