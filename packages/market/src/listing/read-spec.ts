import { normaliseClarity } from "../normalise/clarity";
import { normaliseColor } from "../normalise/color";
import { normaliseCut } from "../normalise/cut";
import { normaliseCarat } from "../normalise/measurement";
import { normaliseOrigin } from "../normalise/origin";
import { normaliseShape } from "../normalise/shape";
import type { ListingSpecs, SpecField } from "./listing-facts";

/**
 * One raw spec value through the feed normalisers; what they cannot read is left out, not guessed.
 */
export function readSpec<F extends SpecField>(field: F, raw: string): ListingSpecs[F] | undefined {
  const outcome = readers[field](raw.trim());
  return outcome.ok && outcome.value !== null ? (outcome.value as ListingSpecs[F]) : undefined;
}

const readers = {
  carat: normaliseCarat,
  color: normaliseColor,
  clarity: normaliseClarity,
  cut: normaliseCut,
  shape: normaliseShape,
};

export function readOrigin(raw: string) {
  const outcome = normaliseOrigin(raw.trim());
  return outcome.ok ? outcome.value : undefined;
}

/** Sets only fields not already known: earlier (more specific) sources win. */
export function fillSpecs(into: ListingSpecs, from: ListingSpecs): void {
  for (const [field, value] of Object.entries(from) as [SpecField, ListingSpecs[SpecField]][]) {
    if (value !== undefined && into[field] === undefined)
      (into as Record<SpecField, unknown>)[field] = value;
  }
}
