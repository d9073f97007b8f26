import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusesWholeFile } from "../csv/stream-csv-records";
import { INDEX_DOCUMENT_PUBLICATION, MAX_INDEX_DOCUMENT_BYTES } from "./index-document";
import { HISTORY_CELL_LISTINGS } from "./index-document-history";
import { publisherDocumentPath } from "../testing/publisher-document";
import { readIndexCells, streamIndexCells } from "./read-index-cells";

const indexFolder = path.resolve(import.meta.dirname, "../../../../../shared/data/market-index");
const sample = path.join(indexFolder, "publisher-edition-2026-05.sample.json");
const transcription = path.join(indexFolder, "rings-lgd-index-2026-05-to-07.csv");
/** Synthetic figures in the publisher's layout, with past months in `history[]`. */
const withHistory = publisherDocumentPath;

async function documentFile(document: unknown): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "faircarat-index-document-"));
  const file = path.join(folder, "index-data.json");
  await writeFile(file, typeof document === "string" ? document : JSON.stringify(document));
  return file;
}

describe("the publisher's JSON edition document", () => {
  it("reads the May edition as the same cells as its CSV transcription, thin cells without a price", async () => {
    const fromDocument = await readIndexCells(sample);
    const fromCsv = await readIndexCells(transcription);
    expect(fromDocument.rejected).toEqual([]);
    const may = fromCsv.cells.filter((cell) => cell.edition === "2026-05-21");
    // The document gives whole-dollar medians per carat; the CSV derived them from the published
    // price (392 / 1.5 = 261.33). The published prices agree to the dollar.
    const key = (cell: (typeof may)[number]) =>
      `${cell.retailer}|${cell.caratFrom}|${cell.caratTo}|${cell.indexPriceCents}|${cell.listings}`;
    expect(fromDocument.cells.map(key).sort()).toEqual(may.map(key).sort());
    const thin = fromDocument.cells.find(
      (cell) => cell.retailer === "Clean Origin" && cell.nominalCarat === 1,
    );
    expect(thin).toMatchObject({ medianPricePerCaratCents: null, indexPriceCents: null });
    expect(fromDocument.cells[0]).toMatchObject({
      source: `${INDEX_DOCUMENT_PUBLICATION} (May 2026 edition)`,
      edition: "2026-05-21",
      collectedOn: "2026-05-18",
      shape: "round",
      color: "E",
      clarity: "VS1",
      cut: "Excellent",
      certificateLab: "IGI",
    });
  });

  it("keeps a partial capture without a price and leaves reference rows of another grading out", async () => {
    const file = await documentFile({
      month: "August 2026",
      last_updated: "2026-08-24",
      collection_date: "August 21, 2026",
      benchmark_spec: "E VS1 Excellent IGI",
      cell_ranges: { "1ct": "0.95–1.05ct" },
      retailers: [
        {
          name: "Ritani",
          cells: {
            "1ct": {
              status: "ok",
              stone_count: 80,
              median_price_per_carat: 270,
              partial_capture: true,
            },
          },
        },
        {
          name: "VRAI",
          non_igi: true,
          cells: { "1ct": { status: "ok", stone_count: 50, median_price_per_carat: 900 } },
        },
      ],
    });
    const { cells, rejected } = await readIndexCells(file);
    expect(rejected).toEqual([]);
    expect(cells).toEqual([
      expect.objectContaining({ retailer: "Ritani", medianPricePerCaratCents: null, listings: 80 }),
    ]);
  });

  it("refuses a document that is not an edition whole, and names a bad cell by the retailer's place", async () => {
    for (const [document, reason] of [
      ["{not json", "malformed_document:not_json"],
      [{ month: "May 2026" }, "malformed_document:not_an_edition"],
      ["x".repeat(MAX_INDEX_DOCUMENT_BYTES + 1), "malformed_document:too_large"],
    ] as const) {
      const { rejected } = await readIndexCells(await documentFile(document));
      expect(rejected).toEqual([expect.objectContaining({ reason, line: 0 })]);
      expect(refusesWholeFile(reason)).toBe(true);
    }
    const file = await documentFile({
      month: "May 2026",
      last_updated: "2026-05-21",
      collection_date: "May 18, 2026",
      benchmark_spec: "E VS1 Excellent IGI",
      cell_ranges: { "1ct": "0.95–1.05ct" },
      retailers: [
        {
          name: "A",
          cells: { "1ct": { status: "ok", stone_count: 40, median_price_per_carat: 300 } },
        },
        {
          name: "B",
          cells: { "1ct": { status: "ok", stone_count: 0, median_price_per_carat: 300 } },
        },
      ],
    });
    const { cells, rejected } = await readIndexCells(file);
    expect(cells.map((cell) => cell.retailer)).toEqual(["A"]);
    expect(rejected).toEqual([{ reason: "published_without_listings", file, line: 2 }]);
  });
});

describe("the months of the document's history[]", () => {
  it("reads each past month as an edition: published cells at the publication floor of listings, null cells unpublished", async () => {
    const { cells, rejected } = await readIndexCells(withHistory);
    expect(rejected).toEqual([]);
    const byEdition = new Map<string, typeof cells>();
    for (const cell of cells)
      byEdition.set(cell.edition, [...(byEdition.get(cell.edition) ?? []), cell]);
    // The edition itself once (with its listing counts), July and August from history; September's
    // history entry is the edition and is not read twice.
    expect([...byEdition.keys()]).toEqual(["2026-09-24", "2026-07-27", "2026-08-26"]);
    expect(byEdition.get("2026-09-24")).toHaveLength(6);
    const august = byEdition.get("2026-08-26")!;
    // Own Grading Co is a reference row of another grading, and 2ct_total is no per-carat cell.
    expect(august.map((cell) => [cell.retailer, cell.nominalCarat, cell.indexPriceCents])).toEqual([
      ["Example Jeweller", 1, 40_000],
      ["Example Jeweller", 1.5, 66_800],
      ["Example Jeweller", 2, 101_000],
      ["Sample Gems", 1, 56_000],
      ["Sample Gems", 1.5, 90_000],
      ["Sample Gems", 2, null],
    ]);
    expect(august[0]).toMatchObject({
      source: `${INDEX_DOCUMENT_PUBLICATION} (August 2026 edition, corrected 2026-09-02)`,
      collectedOn: "2026-08-26",
      listings: HISTORY_CELL_LISTINGS,
      medianPricePerCaratCents: 40_000,
      caratFrom: 0.95,
      caratTo: 1.05,
    });
    expect(august.at(-1)).toMatchObject({ listings: 0, medianPricePerCaratCents: null });
    const july = byEdition.get("2026-07-27")!;
    expect(
      july.find((cell) => cell.retailer === "Sample Gems" && cell.nominalCarat === 1),
    ).toMatchObject({
      indexPriceCents: null,
      listings: 0,
    });
  });

  it("names a bad month or an unknown retailer by its place after the retailers, and reads the rest", async () => {
    const document = JSON.parse(await readFile(withHistory, "utf8")) as {
      history: unknown[];
      retailers: unknown[];
    };
    document.history = [
      { published: "2026-07-27", retailers: "none" },
      {
        published: "2026-08-26",
        retailers: { gone_retailer: { "1ct": 300 }, sample_gems: { "1ct": 500 } },
      },
    ];
    const file = await documentFile(document);
    const { cells, rejected } = await readIndexCells(file);
    const places = document.retailers.length;
    expect(rejected).toEqual([
      { reason: "malformed_history_entry", file, line: places + 1 },
      { reason: "unknown_retailer", file, line: places + 2 },
    ]);
    expect(cells.filter((cell) => cell.edition === "2026-08-26")).toEqual([
      expect.objectContaining({ retailer: "Sample Gems", medianPricePerCaratCents: 50_000 }),
    ]);
  });

  it("reads a document from the bytes fetched from its URL, not from disk", async () => {
    const body = await readFile(withHistory);
    const url = "https://publisher.example/index-data.json";
    const events = [];
    for await (const event of streamIndexCells([
      { path: url, size: body.length, modifiedMs: 0, body },
    ]))
      events.push(event);
    expect(events).toHaveLength(18);
    expect(events.every((event) => event.kind === "accepted" && event.file === url)).toBe(true);
    // The edition's cells first, then the months of history.
    expect(events.findIndex((event) => event.fromHistory)).toBe(6);
  });
});

describe("an index folder", () => {
  it("reads the publisher's documents beside the CSV files, but not an example of the format", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "faircarat-index-folder-"));
    const edition = {
      month: "August 2026",
      last_updated: "2026-08-24",
      collection_date: "August 21, 2026",
      benchmark_spec: "E VS1 Excellent IGI",
      cell_ranges: { "1ct": "0.95–1.05ct" },
      retailers: [
        {
          name: "Ritani",
          cells: { "1ct": { status: "ok", stone_count: 80, median_price_per_carat: 270 } },
        },
      ],
    };
    await writeFile(path.join(folder, "index-data.json"), JSON.stringify(edition));
    await writeFile(
      path.join(folder, "format.sample.json"),
      JSON.stringify({ ...edition, last_updated: "2026-09-24" }),
    );
    const { cells } = await readIndexCells(folder);
    expect(cells.map((cell) => [cell.retailer, cell.edition])).toEqual([["Ritani", "2026-08-24"]]);
  });
});
