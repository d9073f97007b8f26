import { describe, expect, it } from "vitest";
import { effectiveVoters, mixtureCdf, mixtureQuantile, normalCdf } from "./market-mixture";

describe("market mixture", () => {
  it("has a normal cdf accurate to 1e-6", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.2815516)).toBeCloseTo(0.9, 5);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 5);
  });

  it("puts the median at the middle voter when voters are narrow and weigh the same, and moves it smoothly with weights", () => {
    const voters = [0, 1, 2].map((logPrice) => ({ retailer: String(logPrice), logPrice, weight: 1, spread: 0.05 }));
    expect(mixtureQuantile(voters, 0.5)).toBeCloseTo(1, 3);
    const leaning = voters.map((v) => (v.logPrice === 2 ? { ...v, weight: 1.5 } : v));
    expect(mixtureQuantile(leaning, 0.5)).toBeGreaterThan(1);
    expect(mixtureCdf(voters, 1)).toBeCloseTo(0.5, 6);
    expect(effectiveVoters(voters)).toBeCloseTo(3, 9);
    expect(mixtureQuantile(voters, 0.9, 0.5) - mixtureQuantile(voters, 0.1, 0.5)).toBeGreaterThan(mixtureQuantile(voters, 0.9) - mixtureQuantile(voters, 0.1));
  });
});
