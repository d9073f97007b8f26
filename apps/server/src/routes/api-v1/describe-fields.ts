import { apiFieldMeanings, errorCodeMeanings } from "@faircarat/contracts/api-v1-docs";
import type { ErrorCode } from "@faircarat/contracts/errors";
import apiExamples from "./api-v1-examples.json" with { type: "json" };

/** The parts of a JSON Schema (OpenAPI 3.1) the walk below reads and writes. */
export interface SchemaNode {
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
  enum?: unknown[];
  $ref?: string;
  "x-enum-descriptions"?: string[];
}

/** The generator's document, as far as the walk reads it. */
interface Document {
  paths?: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }
    >
  >;
  components?: { schemas?: Record<string, SchemaNode> };
}

/**
 * The meaning of the field at `segments` (component name first): the entry of its longest path
 * suffix.
 */
export function meaningOf(segments: string[]): string | undefined {
  for (let start = 0; start < segments.length; start++) {
    const meaning = apiFieldMeanings[segments.slice(start).join(".")];
    if (meaning !== undefined) return meaning;
  }
  return undefined;
}

/**
 * Calls `visit` for every named field below `node`, with its path (`[]` marks an array's items).
 */
export function eachField(
  node: SchemaNode,
  segments: string[],
  visit: (field: SchemaNode, segments: string[]) => void,
): void {
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    eachField(branch, segments, visit);
  if (node.items) {
    const last = segments.length - 1;
    eachField(node.items, [...segments.slice(0, last), `${segments[last]}[]`], visit);
  }
  for (const [name, field] of Object.entries(node.properties ?? {})) {
    visit(field, [...segments, name]);
    eachField(field, [...segments, name], visit);
  }
}

/**
 * The served document, made readable: every answer field gets its meaning (contracts'
 * `apiFieldMeanings`), the error code its codes' explanations (`x-enum-descriptions`, in the enum's
 * order), and each 200 answer a real example (`api-v1-examples.json`, `npm run api:examples`).
 */
export function describeDocument<T extends object>(generated: T): T {
  const document = generated as Document;
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    eachField(schema, [name], (field, segments) => {
      field.description ??= meaningOf(segments);
      if (segments.at(-1) === "code" && field.enum)
        field["x-enum-descriptions"] = field.enum.map(
          (code) => errorCodeMeanings[code as ErrorCode] ?? "",
        );
    });
  }
  const examples: Record<string, unknown> = apiExamples;
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const json = operation.responses["200"]?.content?.["application/json"];
      const example = examples[`${method.toUpperCase()} ${path}`];
      if (json && example !== undefined) json.example = example;
    }
  }
  return generated;
}
