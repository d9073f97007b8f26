import { describe, expect, it } from "vitest";
import { buildLocalSupport, supportNear, voteWeights } from "./local-support";
import type { Shape } from "./grades";

const rows = (
  retailer: string,
  shape: Shape,
  from: number,
  to: number,
  count: number,
  ageYears = 0,
) =>
  Array.from({ length: count }, (_, i) => ({
    retailer,
    shape,
    carat: from + ((to - from) * i) / count,
    ageYears,
  }));

describe("local support and votes", () => {
  const support = buildLocalSupport(
    [
      ...rows("Rounds", "round", 0.8, 1.3, 200),
      ...rows("Emeralds", "emerald", 1.5, 2, 200),
      ...rows("Old", "round", 0.8, 1.3, 200, 5),
    ],
    (row) => row.ageYears,
  );
  const weightsAt = (shape: Shape, carat: number) =>
    Object.fromEntries(
      supportNear(support, { shape, carat }).map((s, i, all) => [s.retailer, voteWeights(all)[i]!]),
    );

  it("gives a full vote where a retailer's recent listings of the shape are near, next to none far away", () => {
    const atRound = weightsAt("round", 1);
    expect(atRound.Rounds).toBeGreaterThan(0.9);
    expect(atRound.Emeralds).toBeLessThan(0.02);
    expect(atRound.Old).toBeLessThan(0.05);
    const atEmerald = weightsAt("emerald", 1.7);
    expect(atEmerald.Emeralds).toBeGreaterThan(0.9);
  });

  it("lets retailers of other shapes speak only while few list the shape", () => {
    const alone = weightsAt("oval", 1.1);
    expect(alone.Rounds).toBeGreaterThan(0.2);
    expect(alone.Rounds).toBeLessThan(0.6);
  });
});
