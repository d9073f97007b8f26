import { describe, expect, it } from "vitest";
import { parseBatch } from "./parse-batch";

const refusalOf = (csv: string) => {
  try {
    parseBatch(csv, "csv");
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("the CSV was not refused");
};

describe("parseBatch's CSV header", () => {
  it("reads the analyze endpoint's parameter names, and passes over a column without a name", () => {
    expect(parseBatch("carat,color,clarity,listedPrice,\n1.01,G,VS1,1450,x\n", "csv")).toEqual([
      { line: 2, fields: { carat: "1.01", color: "G", clarity: "VS1", listedPrice: "1450" } },
    ]);
  });

  it("reads a column name in any case, and counts 'Carat' and 'carat' as the same column", () => {
    expect(parseBatch("Carat,COLOR,Clarity,ListedPrice\n1.01,G,VS1,1450\n", "csv")).toEqual([
      { line: 2, fields: { carat: "1.01", color: "G", clarity: "VS1", listedPrice: "1450" } },
    ]);
    expect(refusalOf("carat,Carat\n1,1\n")).toBe(
      'The CSV header has the column "Carat" twice; each column can appear once.',
    );
  });

  it("refuses a line with more or fewer values than the header has columns, and reads the rest", () => {
    const uneven =
      'This line has more or fewer values than the header has columns; put a value with a comma in it in double quotes ("3,000").';
    expect(
      parseBatch(
        'carat,color,clarity,listedPrice\n1,G,VS1,3,000\n1,G,VS1\n1,G,VS1,"3,000"\n',
        "csv",
      ),
    ).toEqual([
      { line: 2, unreadable: uneven },
      { line: 3, unreadable: uneven },
      { line: 4, fields: { carat: "1", color: "G", clarity: "VS1", listedPrice: "3,000" } },
    ]);
  });

  it("quotes at most 40 characters of a name and five names, however long the header", () => {
    const message = refusalOf(
      `${"x".repeat(5_000)},${["a", "b", "c", "d", "e", "f", "g"].join(",")}\n`,
    );
    expect(message).toContain(`"${"x".repeat(40)}…", "a", "b", "c", "d" and 3 more.`);
    // Bounded whatever the header; it also names every column the batch reads (16 since polish,
    // symmetry, assessment, growth and treatment).
    expect(message.length).toBeLessThan(400);
  });
});

describe("parseBatch's JSON lines", () => {
  it("reads keys in any case, as a CSV header's, and refuses a line with a key it does not read or a key twice", () => {
    const body = [
      JSON.stringify({ Carat: 1, color: "G", clarity: "VS1", ListedPrice: 3000 }),
      JSON.stringify({ carat: 1, color: "G", clarity: "VS1", listedPrice: 3000, price: 1 }),
      JSON.stringify({ carat: 1, Carat: 2, color: "G", clarity: "VS1", listedPrice: 3000 }),
    ].join("\n");
    expect(parseBatch(body, "jsonl")).toEqual([
      { line: 1, fields: { carat: "1", color: "G", clarity: "VS1", listedPrice: "3000" } },
      {
        line: 2,
        unreadable: expect.stringMatching(
          /^This line has a key the batch does not read: "price"\. The keys it reads are carat, /,
        ),
      },
      { line: 3, unreadable: 'This line has the key "Carat" twice; each key can appear once.' },
    ]);
  });
});
