/**
 * What the stone is, beside what it costs: its proportions and spread, how it was grown and
 * treated, and its grading lab.
 */
export type StoneTopic = "proportions" | "growth" | "lab";

const proportions =
  /\b(length[- ]?(to|by|x)[- ]?width|l\s?[/:x]\s?w|lw|ratios?|elongated|stubby|skinny|narrow|(too|nearly|almost) round|bow[- ]?ties?|depth|deep|shallow|tables?|spread|face[sd]?[- ]up|looks? (big|bigger|smaller|larger|small|large|round|rounder)|proportions?|measurements?|crown( angle)?|pavilion( angle)?|cut (score|check)|out of 10)\b/i;

const growth =
  /\b(cvd|hpht|chemical vapou?r|high pressure|how (was|is|are) (it|this( one| stone| diamond)?|they|lab[- ]?grown( diamonds?)?|lab diamonds?) (grown|made)|grown how|growth( method| process)?|how it was grown|as[- ]grown|treat(ed|ment|ments)?|post[- ]growth|enhanced|annealed?)\b/i;

const lab = [
  /\b(gia|igi|gcal|hrd|which lab|grading lab|lab report|grading report|certificates?|certified|certification|cert|report number|verify|verified|verification|inscription|inscribed|quality assessment)\b/i,
  /\b(premium|standard)\s+(or|vs\.?|versus)\s+(premium|standard)\b|\b(premium|standard)\s+(tier|assessment|report)\b/i,
  // "What does Premium mean?": the tier, where "what is the premium paid?" stays a question about
  // the price.
  /^\s*what(?:'s|\s+is|\s+does)\s+(?:a\s+|the\s+)?(premium|standard)(\s+mean)?[\s?!.]*$/i,
];

/**
 * The stone topic a question is about, if any: proportions first ("does GIA print the depth?" asks
 * about depth).
 */
export function stoneTopicOf(text: string): StoneTopic | undefined {
  if (proportions.test(text)) return "proportions";
  if (growth.test(text)) return "growth";
  if (lab.some((test) => test.test(text))) return "lab";
  return undefined;
}

/** Which of the proportions a question names; none named is a question about all of them. */
export type ProportionAspect = "ratio" | "depth" | "table" | "bow-tie" | "spread" | "angles";

const aspectTests: [ProportionAspect, RegExp][] = [
  ["bow-tie", /\bbow[- ]?ties?\b/i],
  [
    "ratio",
    /\b(length|width|ratios?|l\s?[/:x]\s?w|lw|elongated|stubby|skinny|narrow|(too|nearly|almost) round|look(s)? (round|rounder))\b/i,
  ],
  ["depth", /\b(depth|deep|shallow)\b/i],
  ["table", /\btables?\b/i],
  ["spread", /\b(spread|face[sd]?[- ]up|look(s)? (big|bigger|smaller|larger|small|large))\b/i],
  ["angles", /\b(crown|pavilion|angles?)\b/i],
];

export function proportionAspects(text: string): ProportionAspect[] {
  return aspectTests.filter(([, test]) => test.test(text)).map(([aspect]) => aspect);
}

/**
 * A figure the question states for a measure: "a 1.05 ratio", "1.05:1", "65% depth", "depth of
 * 65.5".
 */
export function statedFigure(
  text: string,
  aspect: "ratio" | "depth" | "table",
): number | undefined {
  const number = String.raw`(\d{1,2}(?:\.\d+)?)`;
  const patterns: Record<typeof aspect, RegExp[]> = {
    ratio: [
      new RegExp(String.raw`\b${number}\s*(?::\s*1\b|(?:l\s?[/:x]\s?w|lw|length|ratio))`, "i"),
      new RegExp(String.raw`\b(?:ratio|l\s?[/:x]\s?w|length to width)\D{0,12}${number}`, "i"),
      // "Is 1.05 too round?": a bare decimal that is no weight, percent or length.
      /\b(\d\.\d{1,2})\b(?!\s*(?:ct|cts|carats?|%|mm|x\b))/i,
    ],
    depth: [
      new RegExp(String.raw`\b${number}\s*%?\s*(?:total\s+)?depth`, "i"),
      new RegExp(String.raw`\bdepth\D{0,12}${number}`, "i"),
    ],
    table: [
      new RegExp(String.raw`\b${number}\s*%?\s*table`, "i"),
      new RegExp(String.raw`\btable\D{0,12}${number}`, "i"),
    ],
  };
  for (const pattern of patterns[aspect]) {
    const value = Number(pattern.exec(text)?.[1]);
    if (Number.isFinite(value) && value > 0) {
      if (aspect === "ratio" ? value >= 0.5 && value <= 3 : value >= 20 && value <= 100)
        return value;
    }
  }
  return undefined;
}
