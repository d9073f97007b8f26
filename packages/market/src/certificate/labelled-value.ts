/** Dot leaders, colons and dashes between a label and its value on a printed report. */
const LEADER = /^[\s:.\u2026\u00b7_\-–]+/;

/** Text lines with runs of spaces collapsed; blank lines dropped. */
export function toLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean);
}

/**
 * The value printed after a label: on the same line (`Carat Weight ..... 1.52 carat`) or, when the
 * label ends its line (IGI's label/value columns), on the next line.
 */
export function labelledValue(lines: string[], label: RegExp): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const match = label.exec(line);
    if (!match) continue;
    const rest = line
      .slice(match.index + match[0].length)
      .replace(LEADER, "")
      .trim();
    if (rest) return rest;
    const next = lines[i + 1];
    if (next) return next.replace(LEADER, "").trim();
  }
  return undefined;
}
