import { reject, type Outcome } from "./outcome";

class Rejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The value of an outcome, or a throw that `firstRejection` turns back into that outcome's reason.
 */
export function take<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Rejected(outcome.reason);
  return outcome.value;
}

/** Runs a normaliser written with `take`: its result, or the first value it could not take. */
export function firstRejection<T>(normalise: () => Outcome<T>): Outcome<T> {
  try {
    return normalise();
  } catch (error) {
    if (error instanceof Rejected) return reject(error.reason);
    throw error;
  }
}
