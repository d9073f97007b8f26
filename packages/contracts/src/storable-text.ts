// Imported as "@faircarat/contracts/storable-text": no zod, so a page can check text before sending
// it.

/**
 * Text PostgreSQL cannot store: NUL (refused by `text` and by `jsonb`'s \u0000) and UTF-16 halves
 * without their partner (a lone surrogate; `jsonb` refuses its \ud800 escape, and UTF-8 has no
 * form for it, so a `text` column would silently get U+FFFD instead). Without the `u` flag the
 * pattern sees UTF-16 code units, so a surrogate pair (an emoji) is one valid character.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

/**
 * The refusal of such text in words for people, who cannot see the character: "Your message
 * contains ...".
 */
export function unacceptedCharacterMessage(what: string): string {
  return `${what} contains a character we cannot accept. Please remove it and try again.`;
}
