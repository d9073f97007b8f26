import { describe, expect, it } from "vitest";
import { rangeEndLabelBoxes, rangeScale } from "./draw-range-bar";

describe("the range bar's end labels", () => {
  const [left, width] = [50, 500];

  it("start the low label where the band starts and end the high label where it ends", () => {
    const boxes = rangeEndLabelBoxes(200, 400, left, width);
    expect(boxes.low).toBe(200);
    expect(boxes.high + 80).toBe(400);
  });

  it("stay inside the page when the band sits at either edge", () => {
    // A listed price of $10,000,000 squeezes a $452-$1,014 band against the left margin.
    const at = rangeScale([452, 1014, 873, 10_000_000], left, width);
    const squeezed = rangeEndLabelBoxes(at(452), at(1014), left, width);
    expect(squeezed.low).toBeGreaterThanOrEqual(left);
    expect(squeezed.high).toBeGreaterThanOrEqual(left);
    const atRight = rangeEndLabelBoxes(left + width - 10, left + width, left, width);
    expect(atRight.low + 80).toBeLessThanOrEqual(left + width);
    expect(atRight.high + 80).toBe(left + width);
  });
});
