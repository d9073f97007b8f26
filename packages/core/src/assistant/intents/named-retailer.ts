/** A retailer's name as the engine matches it: letters and digits, any case ("Blue Nile", "bluenile", "BLUE-NILE" are one). */
export const retailerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A grade right after a name makes it words, not a retailer: "a stone with clarity VS2". */
const gradeWord = (word: string) => /^(vvs[12]|vs[12]|si[123]|i[123]|grades?)$/i.test(word) || /^(FL|IF|[D-HJ-N])$/.test(word);
/**
 * Words that make a lower-case name a retailer. Some names are ordinary words ("with clarity"), so
 * one typed in lower case counts only in a question about a seller or a price, a follow-up ("and
 * blue nile?") or on its own.
 */
const retailerCue =
  /^\s*and\b|\b(compared?|comparison|vs\.?|versus|than|cheap\w*|expensive|dear\w*|charge\w*|sells?|selling|sold|price\w*|cost\w*|deal|at|from|about|retailers?|stores?|shops?|jewell?ers?|ask\w*|pay)\b/i;

/**
 * The known retailer a question names, as the data spell it: its name's letters and digits as
 * consecutive words, any case and separators. The longest match wins ("Brilliant Earth" over "Earth").
 */
export function namedRetailer(question: string, retailers: readonly string[]): string | undefined {
  const words = [...question.matchAll(/[a-z0-9]+/gi)].map((m) => m[0]);
  const cued = retailerCue.test(question);
  let found: { name: string; length: number } | undefined;
  for (const name of retailers) {
    const wanted = retailerKey(name);
    if (!wanted || (found && found.length >= wanted.length)) continue;
    for (let start = 0; start < words.length; start++) {
      let joined = "";
      let end = start;
      while (end < words.length && joined.length < wanted.length) joined += words[end++]!.toLowerCase();
      if (joined !== wanted) continue;
      const typed = words.slice(start, end);
      if (gradeWord(words[end] ?? "")) continue;
      const alone = typed.length === words.length;
      if (!cued && !alone && typed.every((w) => w === w.toLowerCase())) continue;
      found = { name, length: wanted.length };
      break;
    }
  }
  return found?.name;
}
