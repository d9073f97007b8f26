// A type-only import cycle on purpose (with cycle-b): lint-rules.test.ts checks lint refuses it.
import type { B } from "./cycle-b.lint-fixture";

export interface A {
  b?: B;
}
