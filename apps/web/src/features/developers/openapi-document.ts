import { apiExampleRequests, apiUseCaseExamples } from "@faircarat/contracts/api-v1-docs";

/**
 * The parts of an OpenAPI 3.1 document the docs page reads (it is fetched from the server, which
 * generates it).
 */
export interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  $ref?: string;
  /** The meaning of each `enum` value, in its order (the error codes'). */
  "x-enum-descriptions"?: string[];
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: OpenApiSchema; example?: unknown }>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; content: Record<string, { schema?: OpenApiSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** One field of an answer, as the reference lists it. */
export interface ResponseField {
  /** Dotted path from the answer's root; `[]` marks an array's items. */
  path: string;
  type: string;
  description: string;
  /**
   * The fields below are those of another endpoint's answer, listed there (the batch's `analysis`).
   */
  sameAs?: { label: string; anchor: string };
}

export interface DocumentedOperation {
  method: string;
  path: string;
  /** The operation's element id on the page. */
  anchor: string;
  operation: OpenApiOperation;
  curl: string;
  /** Further documented uses of the endpoint ("Value on the day it was bought"), each a curl. */
  useCases: { title: string; description: string; curl: string }[];
  fields: ResponseField[];
  example: unknown;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
export const operationAnchor = (method: string, path: string) =>
  `op-${method}-${path.replace(/[^a-z0-9]+/gi, "-")}`;
export const errorAnchor = (code: string) => `error-${code}`;

/**
 * What makes two objects the same answer: their fields, not what the field holding them is said to
 * be.
 */
const shapeKey = ({ description: _description, ...shape }: OpenApiSchema) => JSON.stringify(shape);

function resolve(document: OpenApiDocument, schema: OpenApiSchema): OpenApiSchema {
  const name = schema.$ref?.replace("#/components/schemas/", "");
  return name ? resolve(document, document.components?.schemas?.[name] ?? {}) : schema;
}

export function schemaLabel(schema: OpenApiSchema | undefined): string {
  if (!schema) return "";
  if (schema.enum) return schema.enum.join(" | ");
  if (schema.anyOf ?? schema.oneOf)
    return [...new Set((schema.anyOf ?? schema.oneOf ?? []).map(schemaLabel))].join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types
    .map((type) => (type === "array" && schema.items ? `${schemaLabel(schema.items)}[]` : type))
    .join(" | ");
}

/**
 * Every field of an answer, depth first. An object already listed as another endpoint's answer
 * (`listed`, by its schema) is one row pointing there instead of its fields again.
 */
export function responseFields(
  document: OpenApiDocument,
  root: OpenApiSchema,
  listed: Map<string, ResponseField["sameAs"]> = new Map(),
): ResponseField[] {
  const fields = new Map<string, ResponseField>();
  const walk = (node: OpenApiSchema, prefix: string) => {
    const schema = resolve(document, node);
    for (const branch of schema.anyOf ?? schema.oneOf ?? []) walk(branch, prefix);
    if (schema.items) walk(schema.items, `${prefix}[]`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      const resolved = resolve(document, property);
      const sameAs = listed.get(shapeKey(resolved));
      fields.set(path, {
        path,
        type: schemaLabel(resolved),
        description: property.description ?? resolved.description ?? "",
        sameAs,
      });
      if (!sameAs) walk(resolved, path);
    }
  };
  walk(root, "");
  return [...fields.values()];
}

/**
 * Each operation with its answer's fields, its recorded example answer and a curl command that
 * works once FAIRCARAT_API_KEY is set.
 */
export function documentedOperations(
  document: OpenApiDocument,
  origin: string,
): DocumentedOperation[] {
  const server = document.servers?.[0]?.url ?? `${origin}/api/v1`;
  const listed = new Map<string, ResponseField["sameAs"]>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const operationKey = `${method.toUpperCase()} ${path}`;
      const request = apiExampleRequests[operationKey] ?? {};
      const urlOf = (query?: string) => `${server}${path}${query ? `?${query}` : ""}`;
      const auth = `-H "Authorization: Bearer $FAIRCARAT_API_KEY"`;
      const getCurl = (query?: string) => `curl -s ${auth} \\\n  ${quote(urlOf(query))}`;
      const curl = request.csv
        ? `curl -s -X POST ${auth} \\\n  -H "Content-Type: text/csv" \\\n  --data-binary ${quote(request.csv)} \\\n  ${quote(urlOf(request.query))}`
        : getCurl(request.query);
      const useCases = (apiUseCaseExamples[operationKey] ?? []).map(
        ({ title, description, query }) => ({ title, description, curl: getCurl(query) }),
      );
      const ok = operation.responses["200"]?.content?.["application/json"];
      const anchor = operationAnchor(method, path);
      const fields = ok?.schema ? responseFields(document, ok.schema, listed) : [];
      // An answer's top-level objects (the analysis) are not listed again where another answer
      // holds them.
      for (const field of fields.filter((f) => !f.sameAs && !/[.[]/.test(f.path))) {
        const schema = fieldSchema(document, ok?.schema, field.path);
        if (schema?.properties)
          listed.set(shapeKey(schema), { label: `${method.toUpperCase()} /api/v1${path}`, anchor });
      }
      return { method, path, anchor, operation, curl, useCases, fields, example: ok?.example };
    }),
  );
}

/** The schema of the field at `path` below `root` (first match through unions and arrays). */
function fieldSchema(
  document: OpenApiDocument,
  root: OpenApiSchema | undefined,
  path: string,
): OpenApiSchema | undefined {
  let node = root && resolve(document, root);
  for (const segment of path.split(".")) {
    const name = segment.replace(/\[\]$/, "");
    const branches: OpenApiSchema[] = node ? [node, ...(node.anyOf ?? node.oneOf ?? [])] : [];
    const owner = branches.map((b) => resolve(document, b)).find((b) => b.properties?.[name]);
    node = owner?.properties?.[name] && resolve(document, owner.properties[name]);
    if (node && segment.endsWith("[]")) node = node.items && resolve(document, node.items);
  }
  return node;
}

/** The error codes the document names, with what each means. */
export function errorCodes(document: OpenApiDocument): { code: string; meaning: string }[] {
  const envelope = document.components?.schemas?.Error;
  const code = envelope?.properties?.error?.properties?.code;
  return (code?.enum ?? []).map((value, index) => ({
    code: String(value),
    meaning: code?.["x-enum-descriptions"]?.[index] ?? "",
  }));
}
