import { certificateLabs, cutGrades, shapes } from "@faircarat/contracts/grade-values";

/**
 * A retailer's name as the engine matches it: letters and digits, any case ("Blue Nile",
 * "bluenile", "BLUE-NILE" are one).
 */
export const retailerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A grade right after a name makes it words, not a retailer: "a stone with clarity VS2". */
const gradeWord = (word: string) =>
  /^(vvs[12]|vs[12]|si[123]|i[123]|grades?)$/i.test(word) || /^(FL|IF|[D-HJ-N])$/.test(word);

/**
 * Words right before a seller's name ("compared to X", "than X", "at X") and right after it ("X
 * charge", "X cheaper").
 */
const before =
  /^(than|at|from|about|vs|versus|compared to|compared with|compare to|compare with|relative to)$/;
const after =
  /^(charges?|charging|sells?|selling|cheaper|dearer|ask|asks|price|prices|pricing|costs?|offers?|compare|compares|s)$/;

/**
 * Some names are ordinary words ("with clarity", "brilliance"), so a name typed all in lower case
 * counts only when the words around it make it a seller, as a follow-up ("and blue nile?"), or
 * alone.
 */
function readsAsSeller(words: readonly string[], start: number, end: number): boolean {
  const typed = words.slice(start, end);
  if (typed.some((w) => w !== w.toLowerCase())) return true;
  if (typed.length === words.length || (start === 1 && words[0]!.toLowerCase() === "and"))
    return true;
  const one = words[start - 1]?.toLowerCase() ?? "";
  const two = `${words[start - 2]?.toLowerCase() ?? ""} ${one}`;
  return before.test(one) || before.test(two) || after.test(words[end]?.toLowerCase() ?? "");
}

/**
 * The known retailer a question names, as the data spell it: its name's letters and digits as
 * consecutive words, any case and separators. The longest match wins ("Brilliant Earth" over
 * "Earth").
 */
export function namedRetailer(question: string, retailers: readonly string[]): string | undefined {
  const words = [...question.matchAll(/[a-z0-9]+/gi)].map((m) => m[0]);
  let found: { name: string; length: number } | undefined;
  for (const name of retailers) {
    const wanted = retailerKey(name);
    if (!wanted || (found && found.length >= wanted.length)) continue;
    for (let start = 0; start < words.length; start++) {
      let joined = "";
      let end = start;
      while (end < words.length && joined.length < wanted.length)
        joined += words[end++]!.toLowerCase();
      if (joined !== wanted || gradeWord(words[end] ?? "") || !readsAsSeller(words, start, end))
        continue;
      found = { name, length: wanted.length };
      break;
    }
  }
  return found?.name;
}

/**
 * First words after a comparison that are a grade, shape, lab or ordinary word, not a seller's
 * name.
 */
const notASeller = new Set([
  ...shapes.flatMap((shape) => shape.split("-")),
  ...cutGrades.flatMap((grade) => grade.toLowerCase().split(" ")),
  ...certificateLabs.map((lab) => lab.toLowerCase()),
  ...[
    "a",
    "an",
    "the",
    "this",
    "that",
    "these",
    "those",
    "it",
    "its",
    "my",
    "your",
    "our",
    "their",
    "i",
    "what",
    "which",
    "other",
    "others",
    "another",
  ],
  ...[
    "natural",
    "mined",
    "lab",
    "lab-grown",
    "labgrown",
    "synthetic",
    "moissanite",
    "average",
    "market",
    "retail",
    "online",
    "stores",
    "jewelers",
    "diamonds",
    "stones",
  ],
]);

/**
 * "compared to Tiffany", "than Costco's", "vs Kay Jewelers": up to three capitalised words right
 * after a comparison.
 */
const comparedName =
  /\b(?:compared? (?:to|with)|than|vs\.?|versus|relative to)\s+([A-Z][A-Za-z0-9&'\u2019-]*(?:\s+[A-Z][A-Za-z0-9&'\u2019-]*){0,2})/;

/**
 * A seller the fit does not know, named with a capital right after a comparison ("Is this a good
 * deal compared to Tiffany?"): the chat then says it has no data there rather than answering as if
 * no seller were named. Lower-case words and grades, shapes or labs are not taken for a name.
 */
export function unknownSellerNamed(question: string, known: readonly string[]): string | undefined {
  const match = comparedName.exec(question);
  if (!match) return undefined;
  const name = match[1]!.replace(/['\u2019]s?$/, "");
  const first = name.split(/\s+/)[0]!;
  if (!name || gradeWord(first) || notASeller.has(first.toLowerCase())) return undefined;
  return known.some((k) => retailerKey(k) === retailerKey(name)) ? undefined : name;
}
