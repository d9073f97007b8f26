import { describe, expect, it } from "vitest";
import { buildUploadKey, sanitiseFileName } from "./upload-key";

describe("sanitiseFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\system.ini", "system.ini"],
    ["IGI report (final).pdf", "IGI-report-final.pdf"],
    ["  .hidden.png", "hidden.png"],
    ["réport.pdf", "report.pdf"],
    ["<script>.pdf", "script.pdf"],
    ["...", "file"],
    ["", "file"],
  ])("%j -> %j", (raw, safe) => {
    expect(sanitiseFileName(raw)).toBe(safe);
  });

  it("keeps the end (the extension) of a very long name", () => {
    const name = sanitiseFileName(`${"a".repeat(300)}.pdf`);
    expect(name.length).toBe(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("buildUploadKey", () => {
  it("follows {userId}/{folder}/{timestamp}-{filename}", () => {
    expect(buildUploadKey("u1", "certificates", 1700000000000, "report.pdf")).toBe(
      "u1/certificates/1700000000000-report.pdf",
    );
  });
});
