// A type-only import cycle on purpose (with cycle-a): lint-rules.test.ts checks lint refuses it.
import type { A } from "./cycle-a.lint-fixture";

export interface B {
  a?: A;
}
