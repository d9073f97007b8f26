import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { publishedEvaluationSchema } from "@faircarat/contracts/methodology";
import { evalCommand, publishEvaluation, summaryRow } from "./publish-evaluation";
import { publishedFolds } from "./published-folds";

const metrics = {
  listings: 30_045,
  mdape: 0.040_123_4,
  coverage: 0.785_01,
  bias: 0.001,
  width: 1.171_49,
};
const sources = {
  listings: [{ retailer: "Clean Origin", listings: 4210, newestDay: "2026-04-23" }],
  indexes: [
    {
      source: "https://rings.com/pages/lab-grown-diamond-price-index",
      editions: ["2026-05-21", "2026-07-26"],
      newestCollectedOn: "2026-07-25",
      retailers: ["Ritani"],
    },
  ],
};
const folder = mkdtempSync(join(tmpdir(), "faircarat-evaluation-"));
afterEach(() => vi.restoreAllMocks());
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("publishEvaluation", () => {
  it("writes the rows and sources the page reads, checked against its schema", () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const path = join(folder, "evaluation.json");
    const rows = [
      summaryRow(publishedFolds.within, metrics),
      summaryRow(publishedFolds.cellListings, { ...metrics, listings: 2195 }),
    ];
    publishEvaluation(rows, sources, {
      dataDate: "2026-04-23",
      evaluatedOn: "2026-11-28",
      command: "npm run pricing:eval",
      path,
    });
    const written = publishedEvaluationSchema.parse(JSON.parse(readFileSync(path, "utf8")));
    expect(written.rows[0]).toEqual({
      ...publishedFolds.within,
      n: 30_045,
      mdape: 0.0401,
      coverage: 0.785,
      width: 1.1715,
    });
    // A fold that checks ranges only publishes no error.
    expect(written.rows[1]).toMatchObject({
      fold: "Listings of those cells",
      n: 2195,
      mdape: null,
      coverage: 0.785,
    });
    expect(written).toMatchObject({ evaluatedOn: "2026-11-28", dataDate: "2026-04-23", sources });
  });

  it("refuses figures the page could not show truthfully, and writes nothing", () => {
    const path = join(folder, "refused.json");
    const broken = summaryRow(publishedFolds.loro, { ...metrics, mdape: Number.NaN });
    expect(() => publishEvaluation([broken], sources, { dataDate: "2026-04-23", path })).toThrow();
    expect(() => publishEvaluation([], sources, { dataDate: "2026-04-23", path })).toThrow();
    expect(() => readFileSync(path)).toThrow();
  });

  it("names the command as run, with the sections a partial run was limited to", () => {
    expect(evalCommand(undefined)).toBe("npm run pricing:eval");
    expect(evalCommand("within,cells")).toBe("EVAL_ONLY=within,cells npm run pricing:eval");
  });
});
