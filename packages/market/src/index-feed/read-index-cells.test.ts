import path from "node:path";
import { describe, expect, it } from "vitest";
import { feedCsv, sampleCells, writeFeedFolder } from "../testing/feed-fixture";
import { indexCsv, sampleIndexCells, unpublishedIndexCells } from "../testing/index-fixture";
import { refusesWholeFile } from "../csv/stream-csv-records";
import { FeedNotFoundError, listFeedFiles } from "../feed/list-feed-files";
import { readIndexCells, streamIndexCells } from "./read-index-cells";

describe("readIndexCells", () => {
  it("reads every .csv of a folder in name order, keeping unpublished cells without prices", async () => {
    const folder = await writeFeedFolder({
      "2026-06.csv": indexCsv([
        {
          ...sampleIndexCells,
          edition: "2026-06-29",
          collected_on: "2026-06-27",
          median_price_per_carat_usd: "380",
          index_price_usd: "380",
        },
      ]),
      "2026-05.csv": indexCsv([
        sampleIndexCells,
        { ...unpublishedIndexCells, retailer: "Small Shop" },
      ]),
      "README.txt": "not an edition",
    });
    const result = await readIndexCells(folder);
    expect(result.read).toBe(3);
    expect(result.rejected).toEqual([]);
    expect(result.cells.map((cell) => [cell.edition, cell.retailer, cell.indexPriceCents])).toEqual(
      [
        ["2026-05-21", "Example Jeweller", 40000],
        ["2026-05-21", "Small Shop", null],
        ["2026-06-29", "Example Jeweller", 38000],
      ],
    );
  });

  it("names each bad row by its file and line, and reads the rows around it", async () => {
    const folder = await writeFeedFolder({
      "edition.csv": indexCsv([
        sampleIndexCells,
        { ...sampleIndexCells, retailer: "Other", index_price_usd: "999" },
        { ...sampleIndexCells, retailer: "Third" },
      ]),
    });
    const result = await readIndexCells(folder);
    expect(result.cells.map((cell) => cell.retailer)).toEqual(["Example Jeweller", "Third"]);
    expect(result.rejected).toEqual([
      {
        reason: "index_price_disagrees_with_median",
        file: path.join(folder, "edition.csv"),
        line: 3,
      },
    ]);
    expect(result.read).toBe(3);
  });

  it("counts a record with the wrong number of cells as a malformed row at its line", async () => {
    const text =
      indexCsv([sampleIndexCells]) +
      "2026-05-21,2026-05-18,Cut Short\n" +
      indexCsv([{ ...sampleIndexCells, retailer: "After" }]).split("\n")[1] +
      "\n";
    const folder = await writeFeedFolder({ "short.csv": text });
    const result = await readIndexCells(folder);
    expect(result.cells.map((cell) => cell.retailer)).toEqual(["Example Jeweller", "After"]);
    expect(result.rejected).toEqual([
      { reason: "malformed_row", file: path.join(folder, "short.csv"), line: 3 },
    ]);
  });

  it("refuses a ;-delimited file whole, at its header, and still reads the other files", async () => {
    const folder = await writeFeedFolder({
      "a-semicolons.csv": indexCsv([sampleIndexCells, sampleIndexCells], ";"),
      "b-good.csv": indexCsv([sampleIndexCells]),
    });
    const result = await readIndexCells(folder);
    expect(result.cells).toHaveLength(1);
    expect(result.rejected).toEqual([
      expect.objectContaining({
        file: path.join(folder, "a-semicolons.csv"),
        line: 1,
        reason: expect.stringMatching(/^missing_columns:edition,/),
      }),
    ]);
    expect(refusesWholeFile(result.rejected[0]!.reason)).toBe(true);
    expect(refusesWholeFile("index_price_disagrees_with_median")).toBe(false);
  });

  it("refuses a file without the index's columns (a listing feed put in the wrong folder) as one rejection naming what is missing", async () => {
    const folder = await writeFeedFolder({ "listings.csv": feedCsv([sampleCells, sampleCells]) });
    const result = await readIndexCells(folder);
    expect(result.cells).toEqual([]);
    expect(result.read).toBe(1);
    expect(result.rejected).toEqual([
      {
        reason: "missing_columns:edition,collected_on,carat_from,carat_to,listings",
        file: path.join(folder, "listings.csv"),
        line: 1,
      },
    ]);
  });

  it("accepts the optional columns left out, a header in another order and case, a byte-order mark and CRLF lines", async () => {
    const csv =
      "\uFEFFRetailer,Edition,Collected_On,Shape,Color,Clarity,Carat_From,Carat_To,Listings,Median_Price_Per_Carat_USD\r\nShop,2026-05-21,2026-05-18,round,F,VS2,0.95,1.05,40,350\r\n";
    const result = await readIndexCells(await writeFeedFolder({ "minimal.csv": csv }));
    expect(result.rejected).toEqual([]);
    expect(result.cells).toEqual([
      expect.objectContaining({
        retailer: "Shop",
        cut: null,
        certificateLab: null,
        nominalCarat: 1,
        indexPriceCents: 35000,
        source: "unnamed index",
      }),
    ]);
  });

  it("streams events with their position and the bytes read, for progress", async () => {
    const folder = await writeFeedFolder({
      "one.csv": indexCsv([sampleIndexCells, { ...sampleIndexCells, color: "Q" }]),
    });
    const files = await listFeedFiles(folder);
    const events = [];
    for await (const event of streamIndexCells(files)) events.push(event);
    expect(events.map((event) => [event.kind, event.line])).toEqual([
      ["accepted", 2],
      ["rejected", 3],
    ]);
    expect(events.at(-1)?.bytesRead).toBe(files[0]!.size);
  });

  it("reports a missing path as FeedNotFoundError", async () => {
    await expect(readIndexCells("/nonexistent/market-index")).rejects.toBeInstanceOf(
      FeedNotFoundError,
    );
  });
});
