import { z } from "zod";
import { isStorableText, unacceptedCharacterMessage } from "./storable-text";

export { isStorableText, unacceptedCharacterMessage };

/**
 * The API's words for text `isStorableText` refuses, after the field's name: "certificateNumber
 * contains a character ...".
 */
export const UNSTORABLE_TEXT_MESSAGE =
  "contains a character that cannot be stored (a NUL or a lone surrogate).";

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
  z.string(params).refine(isStorableText, {
    error: what ? unacceptedCharacterMessage(what) : UNSTORABLE_TEXT_MESSAGE,
    params: { unstorable: true },
  });
