/**
 * Certificate numbers compare without spaces, case or an "LG" prefix (IGI prints it, feeds often
 * drop it).
 */
export function certificateKey(raw: string): string {
  return raw
    .replace(/[^0-9a-z]/gi, "")
    .toUpperCase()
    .replace(/^LG/, "");
}
