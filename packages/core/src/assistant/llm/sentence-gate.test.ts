import { describe, expect, it } from "vitest";
import { createSentenceGate } from "./sentence-gate";

describe("createSentenceGate", () => {
  it("holds text back until its sentence ends, then lets it through", () => {
    const gate = createSentenceGate(new Set([4213]));
    expect(gate.push("The value is $4,2")).toBe("");
    expect(gate.push("13. It is ")).toBe("The value is $4,213. ");
    expect(gate.push("typical.\nAsk")).toBe("It is typical.\n");
    expect(gate.flush()).toBe("Ask");
  });

  it("stops at a sentence with a figure it may not state, whole or split across pieces", () => {
    const gate = createSentenceGate(new Set([4213]));
    expect(gate.push("Fair value $4,213. Yet $9,")).toBe("Fair value $4,213. ");
    expect(gate.push("999 is fine! More")).toBeNull();
    expect(createSentenceGate(new Set()).push("$1")).toBe("");
    expect(createSentenceGate(new Set()).flush()).toBe("");
    const last = createSentenceGate(new Set([5]));
    last.push("It costs $7");
    expect(last.flush()).toBeNull();
  });

  it("does not end a sentence between a $ and its number", () => {
    const gate = createSentenceGate(new Set([4213]));
    expect(gate.push("The price is $\n")).toBe("");
    expect(gate.push("9,999. ")).toBeNull();
  });

  it("does not end a sentence inside a figure with cents", () => {
    const gate = createSentenceGate(new Set([4214]));
    expect(gate.push("About $4,213.50")).toBe("");
    expect(gate.push(" today. ")).toBe("About $4,213.50 today. ");
  });
});
