/**
 * A reply as plain-text blocks: paragraphs and bullet lists. Nothing in it is ever read as HTML.
 */
export type ReplyBlock = { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };
/** Text with **bold** runs marked. */
export type ReplySpan = { text: string; bold: boolean };

const bullet = /^\s*(?:[-*•]|\d+[.)])\s+/;

export function replyBlocks(text: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    // Each blank-line-separated chunk starts new blocks; within it, bullets group into one list.
    let current: ReplyBlock | null = null;
    for (const line of chunk.split("\n").filter((l) => l.trim() !== "")) {
      if (bullet.test(line)) {
        if (current?.kind !== "list") blocks.push((current = { kind: "list", items: [] }));
        current.items.push(line.replace(bullet, ""));
      } else {
        if (current?.kind !== "paragraph")
          blocks.push((current = { kind: "paragraph", lines: [] }));
        current.lines.push(line);
      }
    }
  }
  return blocks;
}

export function replySpans(text: string): ReplySpan[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("**") && part.endsWith("**") && part.length > 4
        ? { text: part.slice(2, -2), bold: true }
        : { text: part, bold: false },
    );
}
