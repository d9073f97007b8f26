import { describe, expect, it } from "vitest";
import { formatImportSummary } from "./format-import-summary";
import { createImportProgress } from "./import-progress";

const counts = { read: 5000, imported: 4000, updated: 10, unchanged: 900, rejected: 90, rejectedByReason: { missing_price: 20, "unknown_color:X": 70 } };

describe("market:import output", () => {
  it("summarises the import with rejections by reason, most frequent first", () => {
    const text = formatImportSummary({ ...counts, importId: 7, source: "/feeds", seconds: 12.34 });
    expect(text).toContain("Imported /feeds in 12.3 s (import #7)");
    expect(text).toMatch(/read\s+5,000\n\s+imported\s+4,000\n\s+updated\s+10\n\s+unchanged\s+900\n\s+rejected\s+90/);
    expect(text.indexOf("unknown_color:X")).toBeLessThan(text.indexOf("missing_price"));
  });

  it("redraws a bar on a terminal", () => {
    const written: string[] = [];
    const progress = createImportProgress({ isTTY: true, write: (text) => written.push(text) });
    progress.update({ ...counts, bytesRead: 50, totalBytes: 100 });
    progress.done();
    expect(written[0]).toMatch(/^\r\[#{15}-{15}\] {2}50% 5,000 rows/);
    expect(written.at(-1)).toBe("\n");
  });

  it("writes one plain line per tenth elsewhere", () => {
    const written: string[] = [];
    const progress = createImportProgress({ isTTY: false, write: (text) => written.push(text) });
    for (const bytesRead of [10, 12, 19, 20, 100]) progress.update({ ...counts, bytesRead, totalBytes: 100 });
    expect(written.map((line) => line.split(" ")[0])).toEqual(["10%", "20%", "100%"]);
    expect(written.every((line) => line.endsWith("\n") && !line.includes("\r"))).toBe(true);
  });
});
