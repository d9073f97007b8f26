import { describe, expect, it } from "vitest";
import {
  documentedOperations,
  errorCodes,
  type OpenApiDocument,
  type OpenApiSchema,
} from "./openapi-document";

const specs: OpenApiSchema = {
  type: "object",
  properties: { carat: { type: "number", description: "Weight in carats." } },
};
const analysis: OpenApiSchema = {
  type: "object",
  properties: {
    fairMarketValue: { type: "number", description: "The value." },
    specs: { ...specs, description: "The specs." },
  },
};
const ok = (schema: OpenApiSchema, example: unknown) => ({
  description: "OK",
  content: { "application/json": { schema, example } },
});

/**
 * The shape of the served document: a component by reference, the batch holding the same analysis
 * inline, the error enum explained.
 */
const document: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "FairCarat API", version: "1.0.0" },
  servers: [{ url: "https://faircarat.example/api/v1" }],
  components: {
    schemas: {
      Analysis: analysis,
      AnalyzeResponse: {
        type: "object",
        properties: {
          analysis: { $ref: "#/components/schemas/Analysis", description: "The analysis." },
        },
      },
      Error: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: {
              code: {
                type: "string",
                enum: ["rate_limited", "internal"],
                "x-enum-descriptions": ["Over the limit.", "Our fault."],
              },
            },
          },
        },
      },
    },
  },
  paths: {
    "/diamonds/analyze": {
      get: {
        responses: {
          "200": ok(
            { $ref: "#/components/schemas/AnalyzeResponse" },
            { analysis: { fairMarketValue: 4200 } },
          ),
        },
      },
    },
    "/diamonds/analyze/batch": {
      post: {
        responses: {
          "200": ok(
            {
              type: "object",
              properties: {
                results: {
                  type: "array",
                  description: "One per line.",
                  items: {
                    anyOf: [
                      {
                        type: "object",
                        properties: {
                          line: { type: "integer", description: "Line." },
                          analysis: { ...analysis, description: "The analysis." },
                        },
                      },
                    ],
                  },
                },
              },
            },
            { results: [] },
          ),
        },
      },
    },
  },
};

describe("the API reference's reading of the OpenAPI document", () => {
  const [analyze, batch] = documentedOperations(document, "https://faircarat.example");

  it("lists each answer's fields with type and meaning, through references and nested objects", () => {
    expect(analyze?.fields).toEqual([
      { path: "analysis", type: "object", description: "The analysis.", sameAs: undefined },
      {
        path: "analysis.fairMarketValue",
        type: "number",
        description: "The value.",
        sameAs: undefined,
      },
      { path: "analysis.specs", type: "object", description: "The specs.", sameAs: undefined },
      {
        path: "analysis.specs.carat",
        type: "number",
        description: "Weight in carats.",
        sameAs: undefined,
      },
    ]);
    expect(analyze?.example).toEqual({ analysis: { fairMarketValue: 4200 } });
  });

  it("points the batch's analysis to the analyze endpoint's fields instead of listing them twice", () => {
    expect(batch?.fields.map((field) => field.path)).toEqual([
      "results",
      "results[].line",
      "results[].analysis",
    ]);
    expect(batch?.fields[2]?.sameAs).toEqual({
      label: "GET /api/v1/diamonds/analyze",
      anchor: analyze?.anchor,
    });
  });

  it("writes the curl examples from contracts' example requests", () => {
    expect(analyze?.curl).toContain(
      "'https://faircarat.example/api/v1/diamonds/analyze?carat=1.01&cut=Ideal&color=G&clarity=VS1&shape=round&listedPrice=1450'",
    );
    expect(batch?.curl).toContain('-H "Content-Type: text/csv"');
  });

  it("shows the value on the day it was bought as a further example of the analyze endpoint", () => {
    expect(analyze?.useCases).toEqual([
      {
        title: "Value on the day it was bought",
        description: expect.stringContaining("valuation_date_out_of_range"),
        curl: expect.stringContaining("&valuationDate=2024-03-15'"),
      },
    ]);
    expect(batch?.useCases).toEqual([]);
  });

  it("reads every error code with its explanation", () => {
    expect(errorCodes(document)).toEqual([
      { code: "rate_limited", meaning: "Over the limit." },
      { code: "internal", meaning: "Our fault." },
    ]);
  });
});
