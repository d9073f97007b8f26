import { describe, expect, it } from "vitest";
import { formatImportSummary } from "./format-import-summary";
import { createImportProgress } from "./import-progress";

const counts = {
  read: 5000,
  imported: 4000,
  updated: 10,
  unchanged: 900,
  rejected: 90,
  rejectedByReason: { missing_price: 20, "unknown_color:X": 70 },
};

describe("market:import output", () => {
  it("summarises the import with rejections by reason, most frequent first", () => {
    const text = formatImportSummary({
      ...counts,
      importId: 7,
      source: "/feeds",
      seconds: 12.34,
      index: null,
      generation: 7,
      quarantined: [],
      unreachable: [],
    });
    expect(text).toContain("Imported /feeds in 12.3 s (import #7)");
    expect(text).toMatch(
      /read\s+5,000\n\s+imported\s+4,000\n\s+updated\s+10\n\s+unchanged\s+900\n\s+rejected\s+90/,
    );
    expect(text.indexOf("unknown_color:X")).toBeLessThan(text.indexOf("missing_price"));
  });

  it("adds the index editions with each rejected record by file and line, and the files quarantined", () => {
    const index = {
      source: "/indexes",
      found: true,
      read: 58,
      imported: 55,
      unchanged: 1,
      rejected: 2,
      rejectedByReason: { bad_listings: 1, "missing_columns:edition": 1 },
      rejectedRecords: [
        { file: "/indexes/2026-08.csv", line: 14, reason: "bad_listings" },
        { file: "/indexes/notes.csv", line: 1, reason: "missing_columns:edition" },
      ],
    };
    const text = formatImportSummary({
      ...counts,
      importId: 8,
      source: "/feeds",
      seconds: 1,
      index,
      generation: 8,
      quarantined: [
        { source: "index", file: "/indexes/notes.csv", reason: "missing_columns:edition" },
      ],
      unreachable: [],
    });
    expect(text).toMatch(
      /Index editions \/indexes\n\s+read\s+58\n\s+imported\s+55\n\s+unchanged\s+1\n\s+rejected\s+2/,
    );
    expect(text).toContain("/indexes/2026-08.csv:14  bad_listings");
    expect(text).toMatch(
      /Quarantined: refused whole.*\n\s+\/indexes\/notes.csv: missing_columns:edition$/,
    );
    expect(
      formatImportSummary({
        ...counts,
        importId: 9,
        source: "/feeds",
        seconds: 1,
        index: { ...index, found: false },
        generation: 9,
        quarantined: [],
        unreachable: [],
      }),
    ).toContain("Index editions /indexes: not found, none imported");
  });

  it("names a URL that gave no document, also when the market stays as it was", () => {
    const unreachable = [
      {
        source: "index" as const,
        file: "https://publisher.example/index-data.json",
        reason: "timeout: no complete answer within 5000 ms",
      },
    ];
    for (const generation of [11, 8])
      expect(
        formatImportSummary({
          ...counts,
          importId: 11,
          source: "/feeds",
          seconds: 0.2,
          index: null,
          generation,
          quarantined: [],
          unreachable,
        }),
      ).toMatch(
        /Not read: no document from these URLs.*\n {2}https:\/\/publisher\.example\/index-data\.json: timeout: no complete answer within 5000 ms$/,
      );
  });

  it("says when the files were the market's sources already, and which build stays", () => {
    expect(
      formatImportSummary({
        ...counts,
        importId: 10,
        source: "/feeds",
        seconds: 0.2,
        index: null,
        generation: 8,
        quarantined: [],
        unreachable: [],
      }),
    ).toBe(
      "/feeds: the files are the market's sources already (import #10); the market stays as import #8 built it",
    );
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
    for (const bytesRead of [10, 12, 19, 20, 100])
      progress.update({ ...counts, bytesRead, totalBytes: 100 });
    expect(written.map((line) => line.split(" ")[0])).toEqual(["10%", "20%", "100%"]);
    expect(written.every((line) => line.endsWith("\n") && !line.includes("\r"))).toBe(true);
  });
});
