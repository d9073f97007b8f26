import { Ajv2020 } from "ajv/dist/2020.js";
import type { TestApp } from "./test-app";

const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Checks answers against the served OpenAPI document itself: the JSON Schema of the operation's
 * response for that status, so a route cannot answer what its document does not say.
 */
export async function openApiValidator(t: TestApp) {
  const document = (await (await t.request("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  ajv.addSchema(document, "openapi.json");
  return {
    document,
    check(method: string, path: string, response: { status: number }, body: unknown) {
      const operation = document.paths[path]?.[method];
      if (!operation) throw new Error(`the document has no ${method.toUpperCase()} ${path}`);
      if (!operation.responses[String(response.status)])
        throw new Error(
          `the document lists no ${response.status} for ${method.toUpperCase()} ${path}`,
        );
      const ref = `openapi.json#/paths/${pointer(path)}/${method}/responses/${response.status}/content/application~1json/schema`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      if (!validate(body))
        throw new Error(
          `${method.toUpperCase()} ${path} ${response.status} does not match its schema: ${ajv.errorsText(validate.errors)}`,
        );
    },
  };
}
