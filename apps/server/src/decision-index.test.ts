import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../../docs/decisions");

/** Each record's title and status as it states them. */
function records(): { file: string; title: string; status: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => {
      const text = readFileSync(path.join(folder, file), "utf8");
      const title = /^# \S+ (.+)$/m.exec(text)?.[1]?.trim() ?? "";
      const stated = /^Status: (.+)$/m.exec(text)?.[1] ?? "";
      const status =
        /^(Accepted in part|Accepted|Superseded by \d+\w?)/.exec(stated)?.[1] ?? stated;
      return { file, title, status };
    });
}

/** The index's rows: record file -> title and status. */
function indexRows(): Map<string, { title: string; status: string }> {
  const index = readFileSync(path.join(folder, "README.md"), "utf8");
  const rows = new Map<string, { title: string; status: string }>();
  for (const match of index.matchAll(/^\| \[\w+\]\(([^)]+)\)\s*\|\s*(.*?)\s*\|\s*(.*?)\s*\|/gm))
    rows.set(match[1]!, { title: match[2]!, status: match[3]! });
  return rows;
}

describe("the decision records' index", () => {
  it("has a row for every record, with the record's own title and status, and no row without one", () => {
    const rows = indexRows();
    const stated = records();
    expect(stated.length).toBeGreaterThan(50);
    for (const record of stated) {
      expect(rows.get(record.file), record.file).toEqual({
        title: record.title,
        status: record.status,
      });
    }
    expect([...rows.keys()].sort()).toEqual(stated.map((record) => record.file).sort());
  });

  it("keeps each record to its decision, at 1,500 words or fewer; figures and evidence go to its appendix", () => {
    const long = readdirSync(folder)
      .filter((file) => file.endsWith(".md") && file !== "README.md")
      .map((file) => ({
        file,
        words: readFileSync(path.join(folder, file), "utf8").split(/\s+/).filter(Boolean).length,
      }))
      .filter((record) => record.words > 1500);
    expect(long).toEqual([]);
  });
});
