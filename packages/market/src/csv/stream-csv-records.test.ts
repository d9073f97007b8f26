import path from "node:path";
import { describe, expect, it } from "vitest";
import { streamFeedRows, type FeedEvent } from "../feed/stream-feed-rows";
import { listFeedFiles } from "../feed/list-feed-files";
import { feedCsv, sampleCells, writeFeedFolder } from "../testing/feed-fixture";
const MAX_RECORD_BYTES = 65536;

async function events(files: Record<string, string>): Promise<FeedEvent[]> {
  const folder = await writeFeedFolder(files);
  const result: FeedEvent[] = [];
  for await (const event of streamFeedRows(await listFeedFiles(folder))) result.push(event);
  return result;
}

const summary = (list: FeedEvent[]) =>
  list.map(
    (event) =>
      `${path.basename(event.file)}:${event.line}:${event.kind === "listing" ? "listing" : event.reason}`,
  );
const row = (id: string) => ({ ...sampleCells, listing_id: id });

describe("streamCsvRecords: records over the size limit", () => {
  it("rejects a 1 MB line as record_too_long at its line and reads the rows after it", async () => {
    const [header, first, second] = feedCsv([row("1"), row("2")])
      .trimEnd()
      .split("\n");
    const long = `James Allen,${"x".repeat(1024 * 1024)}`;
    const text = [header, first, long, second].join("\n") + "\n";
    expect(summary(await events({ "a.csv": text }))).toEqual([
      "a.csv:2:listing",
      "a.csv:3:record_too_long",
      "a.csv:4:listing",
    ]);
  });

  it("keeps CRLF files in step after a dropped line, also when the long line is the last one", async () => {
    const [header, first, second] = feedCsv([row("1"), row("2")])
      .trimEnd()
      .split("\n");
    const long = "y".repeat(MAX_RECORD_BYTES + 1);
    const text = [header, first, long, second, long].join("\r\n");
    expect(summary(await events({ "a.csv": text }))).toEqual([
      "a.csv:2:listing",
      "a.csv:3:record_too_long",
      "a.csv:4:listing",
      "a.csv:5:record_too_long",
    ]);
  });

  it("refuses a file whose record over the limit spans short lines (the parser cannot resynchronise)", async () => {
    const [header, first] = feedCsv([row("1")])
      .trimEnd()
      .split("\n");
    const spanning = `"${Array.from({ length: 200 }, () => "z".repeat(1000)).join("\n")}",1`;
    const reasons = summary(
      await events({ "a.csv": [header, first, spanning, first].join("\n") + "\n" }),
    );
    expect(reasons[0]).toBe("a.csv:2:listing");
    expect(reasons).toContain("a.csv:0:malformed_csv");
    expect(reasons.some((reason) => reason.endsWith("record_too_long"))).toBe(true);
  });
});

describe("streamCsvRecords: a listing feed file must be one", () => {
  it("refuses a ;-delimited file whole", async () => {
    const text = feedCsv([row("1"), row("2")]).replace(/,/g, ";");
    expect(summary(await events({ "a.csv": text }))).toEqual([
      expect.stringMatching(/^a\.csv:1:missing_columns:retailer,scrape_date,/),
    ]);
  });

  it("refuses a file holding a header alone that is not a feed's", async () => {
    expect(summary(await events({ "a.csv": "<html><body>Not found</body></html>\n" }))).toEqual([
      expect.stringMatching(/^a\.csv:1:missing_columns:/),
    ]);
  });

  it("still reads a file of the required columns alone", async () => {
    const text =
      "retailer,scrape_date,origin,shape,carat,color,clarity,price_usd\nVRAI,2026-04-23,lab,round,0.9,F,VS2,980\n";
    expect(summary(await events({ "a.csv": text }))).toEqual(["a.csv:2:listing"]);
  });
});
