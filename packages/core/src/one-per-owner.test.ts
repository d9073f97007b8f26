import { expect, it } from "vitest";
import { onePerOwner } from "./one-per-owner";

it("makes one value per owner, on first use, and hands back that one after", () => {
  let made = 0;
  const counterOf = onePerOwner(() => ({ id: ++made }));
  const first = {};
  const second = {};
  expect(made).toBe(0);
  expect(counterOf(first)).toBe(counterOf(first));
  expect(counterOf(second)).not.toBe(counterOf(first));
  expect(made).toBe(2);
});
