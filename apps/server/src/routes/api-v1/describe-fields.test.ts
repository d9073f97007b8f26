import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFieldMeanings, errorCodeMeanings } from "@faircarat/contracts/api-v1-docs";
import { errorCodes } from "@faircarat/contracts/errors";
import { openApiValidator } from "../../testing/openapi-validator";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { eachField, type SchemaNode } from "./describe-fields";

interface Served {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }
    >
  >;
  components: { schemas: Record<string, SchemaNode> };
}

describe("the API document's answers, as /api-docs shows them", () => {
  let t: TestApp;
  let document: Served;
  let validator: Awaited<ReturnType<typeof openApiValidator>>;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    validator = await openApiValidator(t);
    document = validator.document as unknown as Served;
  });
  afterAll(() => t.close());

  const fields = () =>
    Object.entries(document.components.schemas).flatMap(([name, schema]) => {
      const found: { path: string; field: SchemaNode }[] = [];
      eachField(schema, [name], (field, segments) =>
        found.push({ path: segments.join("."), field }),
      );
      return found;
    });

  it("gives every field of every answer its meaning", () => {
    expect(fields().length).toBeGreaterThan(200);
    expect(
      fields()
        .filter(({ field }) => !field.description)
        .map(({ path }) => path),
    ).toEqual([]);
  });

  it("has no meaning that no field takes (a renamed field leaves none behind)", () => {
    const keyOf = (segments: string[]) =>
      segments
        .map((_, start) => segments.slice(start).join("."))
        .find((key) => apiFieldMeanings[key] !== undefined);
    const used = new Set(fields().map(({ path }) => keyOf(path.split("."))));
    expect(Object.keys(apiFieldMeanings).filter((key) => !used.has(key))).toEqual([]);
  });

  it("explains every error code, in the order of the code's enum", () => {
    const code = document.components.schemas.Error?.properties?.error?.properties?.code;
    expect(code?.enum).toEqual([...errorCodes]);
    expect(code?.["x-enum-descriptions"]).toEqual(errorCodes.map((c) => errorCodeMeanings[c]));
    expect(errorCodes.filter((c) => errorCodeMeanings[c].length < 20)).toEqual([]);
  });

  it("shows a recorded answer for every endpoint that answers JSON, valid against its own schema", () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const answering = operations.filter(
      ({ operation }) => operation.responses["200"]?.content?.["application/json"],
    );
    expect(answering.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      "get /diamonds/analyze",
      "get /diamonds/compare",
      "get /market/trends",
      "get /retailers",
      "post /diamonds/analyze/batch",
    ]);
    for (const { path, method, operation } of answering) {
      const example = operation.responses["200"]?.content?.["application/json"]?.example;
      expect({ path, example }).toEqual({ path, example: expect.any(Object) });
      validator.check(method, path, { status: 200 }, example);
    }
  });
});
