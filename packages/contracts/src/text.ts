import { z } from "zod";

/**
 * Text PostgreSQL cannot store: NUL (refused by `text` and by `jsonb`'s \u0000) and UTF-16 halves
 * without their partner (a lone surrogate; `jsonb` refuses its \ud800 escape, and UTF-8 has no
 * form for it, so a `text` column would silently get U+FFFD instead). Without the `u` flag the
 * pattern sees UTF-16 code units, so a surrogate pair (an emoji) is one valid character.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The API's words for such text, after the field's name: "certificateNumber contains a character ...". */
export const UNSTORABLE_TEXT_MESSAGE = "contains a character that cannot be stored (a NUL or a lone surrogate).";

/** The same refusal in words for people, who cannot see the character: "Your message contains ...". */
export function unacceptedCharacterMessage(what: string): string {
  return `${what} contains a character we cannot accept. Please remove it and try again.`;
}

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

/** Is this issue (or, for a record's key, one inside it) a storableText refusal? */
export function isUnstorableIssue(issue: z.core.$ZodIssue): boolean {
  if (issue.code === "invalid_key") return issue.issues.some(isUnstorableIssue);
  return issue.code === "custom" && issue.params?.unstorable === true;
}

/**
 * Every string a request carries (JSON body, query, form data, a header we read) starts here;
 * refine it further (trim, max, email) as usual. The check comes first so it is the first issue.
 * A form's field names itself for people (`what`: "Your first name"); the server answers an API
 * call in its own words whichever message the schema has, naming the field (`parseInput`).
 */
export const storableText = (params?: Parameters<typeof z.string>[0], what?: string) =>
  z.string(params).refine(isStorableText, { error: what ? unacceptedCharacterMessage(what) : UNSTORABLE_TEXT_MESSAGE, params: { unstorable: true } });
