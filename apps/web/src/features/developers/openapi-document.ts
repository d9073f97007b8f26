/** The parts of an OpenAPI 3.1 document the docs page reads (it is fetched from the server, which generates it). */
export interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  description?: string;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; content: Record<string, { schema?: OpenApiSchema }> };
  responses: Record<string, { description: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Values the curl examples use: a real stone the market data can price. */
const exampleValues: Record<string, string> = {
  carat: "1.01",
  cut: "Ideal",
  color: "G",
  clarity: "VS1",
  listedPrice: "1450",
  shape: "round",
  caratMin: "0.9",
  caratMax: "1.1",
};

export interface DocumentedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
  curl: string;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Each operation with a curl command that works as is once FAIRCARAT_API_KEY is set. */
export function documentedOperations(document: OpenApiDocument, origin: string): DocumentedOperation[] {
  const server = document.servers?.[0]?.url ?? `${origin}/api/v1`;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === "query" && exampleValues[p.name] !== undefined && (p.required || ["cut", "color", "clarity", "carat", "shape"].includes(p.name)))
        .map((p) => `${p.name}=${encodeURIComponent(exampleValues[p.name]!)}`)
        .join("&");
      const url = `${server}${path}${query ? `?${query}` : ""}`;
      const auth = `-H "Authorization: Bearer $FAIRCARAT_API_KEY"`;
      const curl =
        method === "post"
          ? `curl -s -X POST ${auth} \\\n  -H "Content-Type: text/csv" \\\n  --data-binary ${quote("carat,cut,color,clarity,listedPrice\n1.01,Ideal,G,VS1,1450\n1.50,Excellent,F,VS2,2900\n")} \\\n  ${quote(url)}`
          : `curl -s ${auth} \\\n  ${quote(url)}`;
      return { method, path, operation, curl };
    }),
  );
}

export function schemaLabel(schema: OpenApiSchema | undefined): string {
  if (!schema) return "";
  if (schema.enum) return schema.enum.join(" | ");
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "");
}
