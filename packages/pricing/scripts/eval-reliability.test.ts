import { describe, expect, it } from "vitest";
import type { ConfidenceCase } from "./eval-folds";
import { reliabilityTable } from "./eval-reliability";

const cases = (
  heldOut: string,
  n: number,
  confidence: number,
  happened: number,
): ConfidenceCase[] =>
  Array.from({ length: n }, (_, i) => ({
    heldOut,
    confidence,
    happened: i < happened,
    cell: `c${i}`,
    error: 0,
  }));

describe("reliabilityTable", () => {
  it("names the held-out retailers that fill each band, and flags a band of 50+ cases off by more than 10 points", () => {
    const table = reliabilityTable([
      ...cases("Clean Origin", 26, 0.15, 15),
      ...cases("Precious Carbon", 37, 0.18, 10),
      ...cases("VRAI", 20, 0.35, 0),
    ]);
    const lines = table.split("\n");
    const band = lines.find((l) => l.startsWith(" 10- 20%"))!;
    expect(band).toContain("    63");
    expect(band).toContain("Clean Origin 26, Precious Carbon 37");
    expect(band).toContain("(off by more than 10 points)");
    // 20 cases: below the aim's count, not flagged however far off.
    expect(lines.find((l) => l.startsWith(" 30- 40%"))).toBe(
      " 30- 40%      20   35.0%      0.0%  VRAI 20",
    );
  });

  it("scores a figure that tells nothing apart worse than the observed rate stated on every case", () => {
    const table = reliabilityTable([...cases("A", 50, 0.2, 40), ...cases("B", 50, 0.6, 0)]);
    // Observed 40%: Brier (0.2 - 1)^2 x 0.4 + 0.2^2 x 0.1 + 0.6^2 x 0.5 = 0.44 against 0.24 for 40%
    // everywhere.
    expect(table).toContain("Brier score 0.4400 against 0.2400 for 40.0% stated on every case");
  });

  it("says so when there are no cases", () => {
    expect(reliabilityTable([])).toBe("no cases");
  });
});
