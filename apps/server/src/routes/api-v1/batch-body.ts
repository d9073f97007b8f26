import { DomainError } from "@faircarat/core";

const jsonLinesExample = [
  '{"carat":1.01,"cut":"Ideal","color":"G","clarity":"VS1","listedPrice":1450}',
  '{"carat":1.5,"color":"F","clarity":"VS2","listedPrice":2900,"shape":"oval"}',
].join("\n");
const csvExample =
  "carat,cut,color,clarity,listedPrice\n1.01,Ideal,G,VS1,1450\n1.5,Excellent,F,VS2,2900";

type BatchFormat = "jsonl" | "csv";

/**
 * Each body type the batch reads, and as what: the route and its document both come from this list.
 */
const batchMediaTypes = new Map<string, BatchFormat>([
  ["application/x-ndjson", "jsonl"],
  ["application/jsonl", "jsonl"],
  // Clients and tools that only know these send JSON lines under them too.
  ["application/json", "jsonl"],
  ["text/plain", "jsonl"],
  ["text/csv", "csv"],
]);
const jsonLinesTypes = [...batchMediaTypes]
  .filter(([, format]) => format === "jsonl")
  .map(([type]) => type);
const orList = (items: string[]) => `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** POST /diamonds/analyze/batch's body in the OpenAPI document. */
export const batchBody = {
  required: true,
  description: `JSON lines, one stone object per line, as ${orList(jsonLinesTypes.map((type) => `\`${type}\``))} (a body without a Content-Type is read as JSON lines too; under \`application/json\` it is still one object per line, not an array); or CSV with a header row of the same names as \`text/csv\`.`,
  content: Object.fromEntries(
    [...batchMediaTypes].map(([type, format]) => [
      type,
      {
        schema: {
          type: "string" as const,
          example: format === "csv" ? csvExample : jsonLinesExample,
        },
      },
    ]),
  ),
};

/** How to read a batch sent with this Content-Type (parameters such as charset aside). */
export function batchFormatOf(contentType: string | undefined): BatchFormat {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "") return "jsonl";
  const format = batchMediaTypes.get(type);
  if (!format)
    throw new DomainError(
      "validation_failed",
      `Send the batch as JSON lines (${orList(jsonLinesTypes)}) or CSV (text/csv).`,
    );
  return format;
}
