/** Static buying-guide data (spec section 2, "Diamond guide page"). */

export interface CutGrade {
  grade: string;
  description: string;
  priceLabel: string;
}

export interface ColorGrade {
  grade: string;
  name: string;
  description: string;
  /** Price effect compared with a near-colorless stone. */
  premium: string;
}

export interface ClarityGrade {
  grade: string;
  name: string;
  description: string;
  rarity: string;
}

export const cutGrades: readonly CutGrade[] = [
  {
    grade: "Excellent",
    description: "Maximum brilliance and fire: light returns through the top of the stone.",
    priceLabel: "Premium",
  },
  {
    grade: "Very Good",
    description: "Reflects nearly as much light as Excellent; the difference is hard to see.",
    priceLabel: "Good value",
  },
  {
    grade: "Good",
    description: "Reflects most of the light that enters; a little less sparkle.",
    priceLabel: "Budget-friendly",
  },
  {
    grade: "Fair/Poor",
    description: "Light escapes through the sides and bottom, so the stone looks dull.",
    priceLabel: "Avoid",
  },
];

export const colorGrades: readonly ColorGrade[] = [
  {
    grade: "D-F",
    name: "Colorless",
    description: "No visible color, even to a trained grader.",
    premium: "+15-25%",
  },
  {
    grade: "G-J",
    name: "Near Colorless",
    description: "Color is hard to see once the stone is set; the best balance of look and price.",
    premium: "0-10%",
  },
  {
    grade: "K-M",
    name: "Faint",
    description: "A faint warm tint, easier to notice in larger stones.",
    premium: "-10-20%",
  },
  {
    grade: "N-Z",
    name: "Light",
    description: "A light yellow or brown tint that is visible to the naked eye.",
    premium: "-25-40%",
  },
];

export const clarityGrades: readonly ClarityGrade[] = [
  {
    grade: "FL",
    name: "Flawless",
    description: "No inclusions or blemishes under 10x magnification.",
    rarity: "Extremely rare",
  },
  {
    grade: "IF",
    name: "Internally Flawless",
    description: "No inclusions under 10x; only minor surface blemishes.",
    rarity: "Very rare",
  },
  {
    grade: "VVS1-VVS2",
    name: "Very Very Slightly Included",
    description: "Inclusions so small they are difficult for a skilled grader to see at 10x.",
    rarity: "Rare",
  },
  {
    grade: "VS1-VS2",
    name: "Very Slightly Included",
    description: "Minor inclusions seen at 10x, almost never visible to the naked eye.",
    rarity: "Good value",
  },
  {
    grade: "SI1-SI2",
    name: "Slightly Included",
    description: "Inclusions noticeable at 10x; many SI1 stones are still eye-clean.",
    rarity: "Best value",
  },
  {
    grade: "I1-I3",
    name: "Included",
    description: "Inclusions visible to the naked eye that can affect brilliance.",
    rarity: "Budget",
  },
];

export const popularCaratWeights: readonly string[] = [
  "0.5 ct",
  "0.75 ct",
  "1.0 ct",
  "1.5 ct",
  "2.0 ct",
];

export const caratFacts: readonly string[] = [
  "1 carat = 200 milligrams.",
  "Carat weight is measured to three decimals, for example 1.014 ct.",
  "Prices jump at popular weights; a 0.95 ct stone looks almost the same as 1.0 ct and costs noticeably less.",
  "Cut affects how large a diamond looks: a well-cut stone can appear bigger than a heavier, poorly cut one.",
  "Lab-grown diamonds cost 50-70% less than natural diamonds, so you can choose a larger stone for the same budget.",
];

export const fourCs = [
  {
    title: "Cut",
    summary: "How well the diamond's facets return light. It has the biggest effect on sparkle.",
  },
  {
    title: "Color",
    summary: "How colorless the diamond is, graded from D (colorless) to Z (light yellow).",
  },
  {
    title: "Clarity",
    summary: "How free the diamond is of inclusions and blemishes, from Flawless to Included.",
  },
  {
    title: "Carat",
    summary: "The diamond's weight. Price rises steeply with carat, especially at popular sizes.",
  },
] as const;

export const labVsNatural = [
  {
    aspect: "Composition",
    lab: "Pure carbon crystal, identical to natural",
    natural: "Pure carbon crystal",
  },
  {
    aspect: "Price",
    lab: "50-70% less than natural",
    natural: "Higher, driven by mining and scarcity",
  },
  {
    aspect: "Origin",
    lab: "Grown in a lab in weeks",
    natural: "Mined, formed over billions of years",
  },
  { aspect: "Grading", lab: "Graded on the same 4Cs", natural: "Graded on the same 4Cs" },
] as const;
