import { describe, expect, it } from "vitest";
import type { ShownComparable } from "../market-observations/rank-comparables";
import type { MarketIndex } from "@faircarat/pricing";
import { chooseComparables, sameStonesElsewhere } from "./choose-comparables";

const specs = { shape: "oval", carat: 1.52, color: "F", clarity: "VS1", cut: "Excellent" } as const;

function listing(
  source: string,
  dollars: number,
  observedOn: string,
  carat = 1.52,
): ShownComparable {
  return {
    source,
    priceCents: dollars * 100,
    specs: {
      ...specs,
      carat,
      cut: "Ideal",
      polish: null,
      symmetry: null,
      fluorescence: null,
      certificateLab: null,
    },
    url: null,
    observedOn,
    certificateNumber: null,
    savingsCents: null,
  };
}

// Issue 38: the nearest were Brilliance ovals at $990, $953 and $926 (its scraper kept $800-1,000
// only), all above the $615 fair value; Loose Grown Diamond lists the same certificates far lower.
const candidates = [
  listing("Brilliance", 990, "2026-03-19", 1.52),
  listing("Brilliance", 953, "2026-03-19", 1.52),
  listing("Brilliance", 926, "2026-03-19", 1.53),
  listing("Brilliance", 971, "2026-03-19", 1.51),
  listing("Brilliance", 932, "2026-03-19", 1.54),
  listing("Loose Grown Diamond", 281, "2026-03-19", 1.55),
  listing("Loose Grown Diamond", 264, "2026-03-19", 1.57),
  listing("Clean Origin", 640, "2026-04-23", 1.6),
  // 2024 prices: history, not today's market.
  listing("Adiamor", 450, "2024-02-21", 1.52),
];
const choice = { specs, fairMarketValueCents: 61_500, advisedRetailer: null };

describe("the comparables a report shows", () => {
  it("bracket the fair value, come from several retailers, prefer current listings, cheapest first", () => {
    const shown = chooseComparables(candidates, choice);
    const prices = shown.map((c) => c.priceCents / 100);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.some((p) => p < 615)).toBe(true);
    expect(prices.some((p) => p >= 615)).toBe(true);
    expect(new Set(shown.map((c) => c.source))).toEqual(
      new Set(["Brilliance", "Loose Grown Diamond", "Clean Origin"]),
    );
    expect(shown.map((c) => c.source)).not.toContain("Adiamor");
    expect(shown).toHaveLength(5);
  });

  it("show a listing of the retailer the savings advice names", () => {
    const shown = chooseComparables(candidates, {
      ...choice,
      advisedRetailer: "Adiamor",
      count: 3,
    });
    expect(shown.map((c) => c.source)).toContain("Adiamor");
    expect(shown).toHaveLength(3);
  });

  it("take an older listing when it is the only one on a side of the value", () => {
    const shown = chooseComparables(
      [listing("Brilliance", 990, "2026-03-19"), listing("Adiamor", 450, "2024-02-21")],
      choice,
    );
    expect(shown.map((c) => c.priceCents)).toEqual([45_000, 99_000]);
    expect(chooseComparables([], choice)).toEqual([]);
  });
});

describe("the same stones at other retailers", () => {
  it("become candidates, so a retailer listing the same certificates for less is not hidden", () => {
    const atBrilliance = {
      ...listing("Brilliance", 990, "2026-03-19"),
      certificateNumber: "774615388",
    };
    const pricing = (retailer: string, dollars: number, certificateNumber: string) => ({
      ...atBrilliance.specs,
      retailer,
      priceCents: dollars * 100,
      url: null,
      observedOn: "2026-03-19",
      origin: "lab" as const,
      certificateNumber,
    });
    const index = {
      byCertificate: new Map([
        [
          "774615388",
          [
            pricing("Brilliance", 990, "774615388"),
            pricing("Loose Grown Diamond", 281, "774615388"),
          ],
        ],
        ["LG1", [pricing("Loose Grown Diamond", 300, "LG1")]],
      ]),
      certificateByUrl: new Map(),
    } as unknown as MarketIndex;
    const found = sameStonesElsewhere(index, [atBrilliance], 145_000, null);
    expect(found.map((c) => [c.source, c.priceCents, c.savingsCents])).toEqual([
      ["Loose Grown Diamond", 28_100, 116_900],
    ]);
    // The stone analysed is never its own comparable.
    expect(sameStonesElsewhere(index, [atBrilliance], 145_000, "774615388")).toEqual([]);
  });
});
