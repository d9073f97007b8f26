import {
  CARAT_RANGE,
  type Clarity,
  type Color,
  type CutGrade,
  type Shape,
  shapes,
} from "@faircarat/contracts";

export interface SpecChanges {
  carat?: number;
  color?: Color;
  clarity?: Clarity;
  cut?: CutGrade;
  shape?: Shape;
}

const cutNames: Record<string, CutGrade> = {
  ideal: "Ideal",
  excellent: "Excellent",
  "very good": "Very Good",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
};

/**
 * The specs a question names: "a G color", "1.4 ct", "VS2", "very good cut", "oval". Letters and
 * FL/IF must be upper case, so "if" and "I" in a sentence are never read as grades.
 */
export function parseSpecChanges(question: string): SpecChanges {
  const changes: SpecChanges = {};
  const carat = question.match(/(\d+(?:\.\d+)?|\.\d+)\s*(?:-\s*)?(?:ct|cts|carats?)\b/i);
  if (carat?.[1]) {
    const value = Number(carat[1]);
    if (value >= CARAT_RANGE.min && value <= 30) changes.carat = value;
  }
  const color =
    question.match(/\b([D-N])[- ]?(?:[Cc]olou?r|[Gg]rade)\b/) ??
    question.match(/\b[Cc]olou?r\s+(?:grade\s+)?([D-N])\b/);
  if (color?.[1]) changes.color = color[1] as Color;
  const clarity =
    question.match(/\b(VVS1|VVS2|VS1|VS2|SI1|SI2|SI3|I1|I2|I3)\b/i) ??
    question.match(/\b(FL|IF)\b/);
  if (clarity?.[1]) changes.clarity = clarity[1].toUpperCase() as Clarity;
  const cut =
    question.match(/\b(ideal|excellent|very good|good|fair|poor)\s+cut\b/i) ??
    question.match(/\bcut\s+(?:grade\s+)?(ideal|excellent|very good|good|fair|poor)\b/i);
  if (cut?.[1]) changes.cut = cutNames[cut[1].toLowerCase()];
  const shape = question.match(new RegExp(`\\b(${shapes.join("|")})\\b`, "i"));
  if (shape?.[1]) changes.shape = shape[1].toLowerCase() as Shape;
  return changes;
}

export function hasChanges(changes: SpecChanges): boolean {
  return Object.keys(changes).length > 0;
}
