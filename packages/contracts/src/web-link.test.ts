import { describe, expect, it } from "vitest";
import { webLinkOf } from "./web-link";

describe("webLinkOf", () => {
  it("keeps http(s) links and nothing else", () => {
    expect(webLinkOf("https://www.jamesallen.com/loose-diamonds/x")).toBe(
      "https://www.jamesallen.com/loose-diamonds/x",
    );
    expect(webLinkOf("http://example.com/")).toBe("http://example.com/");
    for (const url of [
      "javascript:alert(document.domain)",
      "file:///etc/passwd",
      "just some text",
      "<img src=x onerror=alert(2)>",
      "",
      null,
      undefined,
    ]) {
      expect(webLinkOf(url), String(url)).toBeUndefined();
    }
  });
});
