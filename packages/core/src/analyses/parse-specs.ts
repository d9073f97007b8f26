import type { Clarity, Color, CutGrade, Shape } from "@faircarat/contracts";
import { normaliseClarity } from "@faircarat/market/normalise/clarity";
import { normaliseColor } from "@faircarat/market/normalise/color";
import { normaliseCut } from "@faircarat/market/normalise/cut";
import { normaliseShape } from "@faircarat/market/normalise/shape";

export interface TypedSpecs {
  carat: number | null;
  color: Color | null;
  clarity: Clarity | null;
  cut: CutGrade | null;
  shape: Shape | null;
}

export interface RawSpecs {
  carat?: number | null;
  color?: string | null;
  clarity?: string | null;
  cut?: string | null;
  shape?: string | null;
}

/** Reads grades as people type them ("vs1", "very good", "g color"); what it cannot read is reported, not guessed. */
export function parseSpecs(raw: RawSpecs): { specs: TypedSpecs; unreadable: string[] } {
  const unreadable: string[] = [];
  const read = <T>(label: string, value: string | null | undefined, normalise: (v: string) => { ok: true; value: T } | { ok: false }) => {
    if (!value) return null;
    const outcome = normalise(value);
    if (outcome.ok) return outcome.value;
    unreadable.push(`${label} "${value}"`);
    return null;
  };
  return {
    specs: {
      carat: raw.carat ?? null,
      color: read("color", raw.color, normaliseColor),
      clarity: read("clarity", raw.clarity, normaliseClarity),
      cut: read("cut", raw.cut, normaliseCut),
      shape: read("shape", raw.shape, normaliseShape),
    },
    unreadable,
  };
}
