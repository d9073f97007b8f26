/**
 * The questions buyers ask in shops and forums (issue 39), each its own intent. Read before the
 * time rules ("bad size for resale or insurance?" asks about insurance) and before the stone's
 * topics ("look bigger than a round?" asks for a comparison, not the proportions).
 */
export type BuyerTopic =
  | "value-vs-retailer"
  | "jeweler-checklist"
  | "best-value-change"
  | "face-up-size"
  | "replacement-value"
  | "natural-comparison";

const topics: [BuyerTopic, RegExp][] = [
  [
    "value-vs-retailer",
    /\bwhy\b.*\b(fair (market )?value|your (value|valuation|estimate|number|price))\b.*\b(differ\w*|lower|higher|less|more|than|from|match)\b|\bwhy\b.*\b(retailer|store|jewel+er|seller)'?s? price\b.*\b(differ\w*|higher|lower|more|less)\b/i,
  ],
  [
    "jeweler-checklist",
    /\b(what|which) (questions? )?(should|do|can|must) i ask\b|\bquestions? (to|for) (ask|the)\b.*\b(jewel+er|retailer|seller|store|shop|dealer|salesperson)\b|\bask the (jewel+er|retailer|seller|store|shop|dealer|salesperson)\b/i,
  ],
  [
    "best-value-change",
    /\bbest value\b|\b(biggest|best|smart(est)?) (saving|change|trade-?off|compromise)s?\b|\bwhere (can|could|should) i (save|compromise|cut back)\b|\bsave the most\b|\bbang for\b/i,
  ],
  [
    "face-up-size",
    /\b(look|looks|appear|appears|seem|seems|face up|faces up)\s+(bigger|larger|smaller)\s+than\b|\b(bigger|larger|smaller) than an? (\d+(\.\d+)?\s*(ct|carats?) )?round\b/i,
  ],
  ["replacement-value", /\binsur(e|ed|er|ers|ance|ing)\b|\breplacement (value|cost)\b|\bapprais/i],
  [
    "natural-comparison",
    /\b(natural|mined|earth[- ]mined)\b.*\b(cost|costs|price[sd]?|cheaper|expensive|compare[sd]?|comparison|vs\.?|versus|against|equivalent|same specs|how much|save|saving|savings|worth|deal)\b|\b(cost|price[sd]?|cheaper|expensive|compare[sd]?|comparison|vs\.?|versus|against|equivalent|how much|save|saving|savings|worth|deal)\b.*\b(natural|mined|earth[- ]mined)\b/i,
  ],
];

export function buyerTopicOf(text: string): BuyerTopic | undefined {
  return topics.find(([, test]) => test.test(text))?.[0];
}

/** "Is this a good deal?": read after retailer names, so "a good deal compared to Ritani?" is about Ritani. */
export const goodDeal =
  /\b(good|great|fair|bad|decent) (deal|buy|price|value)\b|\bworth (it|the (price|money))\b|\b(should|would) i (buy|get) (it|this)( one| diamond| stone)?\s*[?.!]*$|\b(is|was) (it|this) a (steal|rip-?off)\b/i;
