import { describe, expect, it } from "vitest";
import { isStorableText, storableText, UNSTORABLE_TEXT_MESSAGE } from "./text";

describe("isStorableText", () => {
  it("takes any text PostgreSQL stores, emoji and other surrogate pairs included", () => {
    for (const text of ["", "plain", "Zoë — ünlimited", "💎 1.2 ct", "\t\n\r", "\u00ff\ufffd\uffff", "\uD83D\uDC8E"]) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it("refuses NUL and either half of a surrogate pair alone, wherever it stands", () => {
    for (const text of ["\u0000", "a\u0000", "\uD800", "a\uD83Db", "\uDC8E", "x\uDC8E\uD83D", "💎\uD83D"]) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe("storableText", () => {
  it("reports unstorable text as the first issue, before the field's own rules", () => {
    const result = storableText().trim().min(5).safeParse("\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
