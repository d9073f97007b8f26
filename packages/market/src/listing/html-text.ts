/**
 * Pages are read as data, never run: plain string scanning over a capped copy, no DOM, no scripts.
 */
export const MAX_HTML_CHARS = 2_000_000;

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "-",
  mdash: "-",
  reg: "",
  trade: "",
  copy: "",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] !== "#") return named[body.toLowerCase()] ?? whole;
    const code =
      body[1] === "x" || body[1] === "X"
        ? parseInt(body.slice(2), 16)
        : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : "";
  });
}

export const collapseSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The attributes text and inner text of every `<tag ...>...</tag>`, found by indexOf (linear, no
 * backtracking).
 */
export function elements(html: string, tag: string): { attributes: string; content: string }[] {
  const lower = asciiLower(html);
  const found: { attributes: string; content: string }[] = [];
  let from = 0;
  for (;;) {
    const open = findTag(lower, tag, from);
    const openEnd = open < 0 ? -1 : lower.indexOf(">", open);
    const close = openEnd < 0 ? -1 : lower.indexOf(`</${tag}`, openEnd);
    if (close < 0) break;
    found.push({
      attributes: html.slice(open + tag.length + 1, openEnd),
      content: html.slice(openEnd + 1, close),
    });
    from = close + tag.length + 2;
  }
  return found;
}

/** The attributes text of every start tag `<tag ...>` (e.g. meta, which has no content). */
export function startTags(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^<>]*)>`, "gi"))].map((m) => m[1] ?? "");
}

export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    "i",
  ).exec(attributes);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

const hiddenStart = /<!--|<(script|style|noscript|template|svg|head)(?![a-z0-9-])/g;

/** HTML without comments and without elements whose text a visitor never reads; one linear pass. */
export function visibleHtml(html: string): string {
  const lower = asciiLower(html);
  const kept: string[] = [];
  let from = 0;
  hiddenStart.lastIndex = 0;
  for (let match = hiddenStart.exec(lower); match; match = hiddenStart.exec(lower)) {
    kept.push(html.slice(from, match.index), " ");
    const tag = match[1];
    const close = tag
      ? lower.indexOf(`</${tag}`, hiddenStart.lastIndex)
      : lower.indexOf("-->", hiddenStart.lastIndex);
    const end = close < 0 ? -1 : tag ? lower.indexOf(">", close) + 1 : close + 3;
    if (end <= 0) return kept.join("");
    from = end;
    hiddenStart.lastIndex = end;
  }
  kept.push(html.slice(from));
  return kept.join("");
}

/**
 * The visible text split at every tag: table cells, list items and labels become separate strings.
 */
export function textCells(html: string): string[] {
  // One pass over the whole text instead of one per cell; NUL cannot come out of decodeEntities.
  // [^<>] keeps each tag match from rescanning text after a stray "<" (no quadratic worst case).
  const text = decodeEntities(visibleHtml(html).replace(/<[^<>]*>/g, "\u0000")).replace(
    /\s+/g,
    " ",
  );
  return text
    .split("\u0000")
    .map((cell) => cell.trim())
    .filter((cell) => cell !== "");
}

export function titleOf(html: string): string | undefined {
  const title = elements(html, "title")[0]?.content;
  return title === undefined ? undefined : collapseSpace(decodeEntities(title));
}

/** Where `<tag` starts a tag of exactly that name ("<style" is not "<styled-box"), or -1. */
function findTag(lower: string, tag: string, from: number): number {
  for (let at = lower.indexOf(`<${tag}`, from); at >= 0; at = lower.indexOf(`<${tag}`, at + 1)) {
    const next = lower[at + tag.length + 1];
    if (next === undefined || !/[a-z0-9-]/.test(next)) return at;
  }
  return -1;
}

// toLowerCase() can change a string's length ("İ" becomes two code units); indexes must stay
// aligned.
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
