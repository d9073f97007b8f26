import { describe, expect, it } from "vitest";
import { replyBlocks, replySpans } from "./reply-blocks";

describe("reply formatting", () => {
  it("splits paragraphs on blank lines and groups bullet lines into lists", () => {
    expect(replyBlocks("One\nstill one\n\nList:\n- a\n- b\n\n1. c")).toEqual([
      { kind: "paragraph", lines: ["One", "still one"] },
      { kind: "paragraph", lines: ["List:"] },
      { kind: "list", items: ["a", "b"] },
      { kind: "list", items: ["c"] },
    ]);
  });

  it("marks **bold** runs and leaves everything else, HTML included, as text", () => {
    expect(replySpans("Fair value **$4,100** <b>x</b>")).toEqual([
      { text: "Fair value ", bold: false },
      { text: "$4,100", bold: true },
      { text: " <b>x</b>", bold: false },
    ]);
  });
});
