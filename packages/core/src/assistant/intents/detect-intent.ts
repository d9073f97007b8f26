import type { GuideTopic } from "../guide-knowledge";
import { buyerTopicOf, goodDeal, type BuyerTopic } from "./buyer-topics";
import { stoneTopicOf, type StoneTopic } from "./stone-topics";
import { namedRetailer, unknownSellerNamed } from "./named-retailer";
import { hasChanges, parseSpecChanges, type SpecChanges } from "./what-if-changes";

export type Intent =
  | { kind: "what-if"; changes: SpecChanges }
  | { kind: "why-overpriced" }
  | { kind: "comparables" }
  | { kind: "timing" }
  | { kind: "investment" }
  | { kind: "retailer"; retailer: string }
  | { kind: "color-choice" }
  | { kind: "fair-value" }
  | { kind: "confidence" }
  | { kind: "recommendations" }
  | { kind: "guide"; topic: GuideTopic }
  | { kind: "stone"; topic: StoneTopic }
  | { kind: "buyer"; topic: BuyerTopic }
  | { kind: "good-deal" }
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "follow-up" }
  | { kind: "unknown" }
  | { kind: "unrelated" };

/**
 * Questions about time come first: "will prices drop at Ritani?" is about the market's moves, not
 * Ritani's price.
 */
const timeRules: { test: RegExp; intent: Intent }[] = [
  {
    test: /\b(should i wait|wait(ing)? (for|until|till|to buy|before|a (few|couple|bit|while|month|year))|worth (the )?wait(ing)?|prices? (to |will |going to |gonna )?(drop|fall|go(ing)? down|come down|decrease|decline|dip)|prices? (keep |still )?(falling|dropping|rising)|\bprices?\b.*\b(drop|fall|go down|come down|decrease|decline)\b|(drop|fall|go down|come down) in price|get(ting)? cheaper|(now|today) a good time|(good|right|best) time to buy|buy (it )?(now|today) or (later|wait)|price trends?|prices? (trending|moving|heading)|where (are )?prices|market trend)/i,
    intent: { kind: "timing" },
  },
  {
    test: /\b(invest|investment|resale|resell|re-sell|sell it|hold(s)? (its |their )?value|keep(s)? (its |their )?value|los(e|es|ing) (its |their )?value|appreciat|depreciat|future value|worth (later|in the future|in (\d+|a few|a couple of|five|ten|twenty) years?)|in (\d+|a few|five|ten|twenty) years?)/i,
    intent: { kind: "investment" },
  },
];

/** First match wins: the order puts the specific questions before the broad ones. */
const rules: { test: RegExp; intent: Intent }[] = [
  {
    test: /\b(over-?priced|too (expensive|much|high)|markup|mark-up|premium|rip-?off)\b/i,
    intent: { kind: "why-overpriced" },
  },
  {
    test: /\b(comparables?|comparable listings|similar (listings|stones|diamonds)|other listings|compare)\b/i,
    intent: { kind: "comparables" },
  },
  {
    test: /\b(natural|mined|lab[- ]?grown vs|vs\.? natural|real diamond|fake)\b/i,
    intent: { kind: "guide", topic: "labVsNatural" },
  },
  {
    test: /\bclarity\b|\binclusions?\b|\beye[- ]clean\b/i,
    intent: { kind: "guide", topic: "clarity" },
  },
  {
    test: /\b(different|another|lower|higher|better|cheaper|other) colou?r\b|\bcolou?r grade\b/i,
    intent: { kind: "color-choice" },
  },
  { test: /\bcolou?r\b/i, intent: { kind: "guide", topic: "color" } },
  {
    test: /\bconfiden|\bhow (sure|certain|accurate|reliable)|\baccura(te|cy)\b|\btrust (this|the)/i,
    intent: { kind: "confidence" },
  },
  {
    test: /\b(recommend|alternatives?|suggest|advice|advise|negotiat|save money|should i buy|better deal|cheaper option)/i,
    intent: { kind: "recommendations" },
  },
  {
    test: /\b(fair (market )?value|fmv|worth|how much|price per carat|what.*(price|value))\b/i,
    intent: { kind: "fair-value" },
  },
  { test: /\bcut\b|\bsparkle|\bbrillian/i, intent: { kind: "guide", topic: "cut" } },
  { test: /\bcarats?\b|\bweight\b|\bsize\b/i, intent: { kind: "guide", topic: "carat" } },
  { test: /\blab[- ]?(grown|created|made)\b/i, intent: { kind: "guide", topic: "labVsNatural" } },
];

/** "Why?", "How so?", "Tell me more": asks about the previous answer without naming a subject. */
const followUp =
  /^(and |but |ok,? |okay,? )?(why( is that| so| not)?|how( so| come| do you know( that)?| did you get (that|this|these))?|explain( that| this| more)?|tell me more|more detail(s)?|what do you mean|based on what|where (does|do) (that|this|these|the numbers?) come from|(what is|what's) (that|this) based on|are you sure|really|source)[\s?!.]*$/i;

const whatIfCue =
  /\b(what if|what about|how about|instead|would|cost|price|if it (was|were)|go (up|down) to|switch|change|compared?)\b/i;
const diamondWords =
  /\b(diamonds?|stones?|rings?|carats?|ct|cut|colou?r|clarity|price|cost|value|worth|listings?|retailers?|buy|report|market|jewel\w*|engagement|gem\w*|grades?|shape|setting|oval|pear|marquise|emerald|radiant|cushion|princess|asscher)\b/i;

/**
 * "What does VS2 mean?", "What is a G color?": asks what a named grade is, not what it would cost.
 */
const asksMeaning =
  /\b(mean|means|meaning|stands? for)\b|^\s*what(?:'s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?\S+(?:\s+(?:clarity|colou?r|cut|grade))?[\s?!.]*$/i;

/** The guide topic of the grade a meaning question names: clarity, color, cut or carat. */
function namedGradeTopic(changes: SpecChanges): GuideTopic | undefined {
  if (changes.clarity) return "clarity";
  if (changes.color) return "color";
  if (changes.cut) return "cut";
  if (changes.carat !== undefined) return "carat";
  return undefined;
}

/**
 * Simple, readable intent detection: questions about time, spec changes with a what-if cue, a
 * retailer the data know by name (`retailers`, the fit's), then keyword rules.
 */
export function detectIntent(question: string, retailers: readonly string[] = []): Intent {
  const text = question.trim();
  if (/^(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.,]*$/i.test(text))
    return { kind: "greeting" };
  if (/^(thanks|thank you|thx|great|ok|okay|cool)\b[\s\w!.,]{0,20}$/i.test(text))
    return { kind: "thanks" };
  if (followUp.test(text)) return { kind: "follow-up" };
  const changes = parseSpecChanges(text);
  const topic = asksMeaning.test(text) ? namedGradeTopic(changes) : undefined;
  if (topic) return { kind: "guide", topic };
  const buyerTopic = buyerTopicOf(text);
  if (buyerTopic) return { kind: "buyer", topic: buyerTopic };
  // Before what-ifs: "will the price of a 2 ct drop?" asks about time, not about a 2 ct stone's
  // price.
  for (const rule of timeRules) if (rule.test.test(text)) return rule.intent;
  // Before what-ifs and retailer names: "is a 1.05 ratio good for an oval?" names a shape, "GIA
  // Premium" a word that is also a retailer.
  const stoneTopic = stoneTopicOf(text);
  if (stoneTopic) return { kind: "stone", topic: stoneTopic };
  if (hasChanges(changes) && (whatIfCue.test(text) || text.split(/\s+/).length <= 5))
    return { kind: "what-if", changes };
  // A name the fit does not know is read only after a comparison, and only once a fit is loaded (it
  // names none before).
  const retailer =
    namedRetailer(text, retailers) ??
    (retailers.length > 0 ? unknownSellerNamed(text, retailers) : undefined);
  if (retailer) return { kind: "retailer", retailer };
  if (goodDeal.test(text)) return { kind: "good-deal" };
  for (const rule of rules) if (rule.test.test(text)) return rule.intent;
  return diamondWords.test(text) ? { kind: "unknown" } : { kind: "unrelated" };
}
