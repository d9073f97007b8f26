import { describe, expect, it } from "vitest";
import { formatModelMove } from "./format-model-move";

describe("pricing:release output", () => {
  it("shows each probe stone before and after, the retailers past their bound and the sources that changed", () => {
    const text = formatModelMove({
      modelId: 9,
      heldBack: "typical probe value moved 62% (bound 50%) since the last released model (#4)",
      baselineId: 4,
      probes: [{ stone: "1 ct round F VS1", beforeCents: 46_135, afterCents: 19_605 }],
      move: { median: 0.62, largest: 1.35 },
      retailers: [{ retailer: "Clean Origin", move: 1.4 }],
      sources: [
        {
          kind: "index",
          location: "/data/index/2026-07.csv",
          change: "corrected",
          reason: "a newer version of the file",
        },
        {
          kind: "listings",
          location: "/data/feed/x.csv",
          change: "quarantined",
          reason: "no_valid_rows",
        },
      ],
    });
    expect(text).toContain("Model 9, held back: typical probe value moved 62%");
    expect(text).toContain(
      "Against the last released model (#4): typical probe move 62%, largest 135%",
    );
    expect(text).toMatch(/1 ct round F VS1\s+\$461\.35 -> \$196\.05/);
    expect(text).toContain("Clean Origin: usual price moved 140%");
    expect(text).toMatch(
      /corrected\s+index\s+\/data\/index\/2026-07\.csv \(a newer version of the file\)/,
    );
    expect(text).toMatch(/quarantined listings \/data\/feed\/x\.csv \(no_valid_rows\)/);
  });

  it("says when there is no released model to compare with", () => {
    expect(
      formatModelMove({
        modelId: 1,
        heldBack: null,
        baselineId: null,
        probes: [],
        move: null,
        retailers: [],
        sources: [],
      }),
    ).toBe("Model 1, not held back\nNo released model to compare it with.");
  });
});
