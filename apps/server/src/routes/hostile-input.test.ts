import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTestDatabase } from "@faircarat/db/testing";
import {
  createTestApp,
  errorOf,
  TEST_WEBHOOK_SECRET,
  testStripe,
  type TestApp,
} from "../testing/test-app";

/**
 * Every route of the API, each of its text fields and ids, with text PostgreSQL cannot store or
 * an id of the wrong form: a field answers 400, an id 404, nothing ever 500. A route added without
 * a row here fails the coverage test below.
 */

/**
 * Strings that cannot be stored: NUL, alone or inside text, and both halves of a surrogate pair
 * alone.
 */
const unstorable = ["\u0000", "a\u0000b", "\uD800", "x\uDC00y"];
/**
 * Ids as they appear in a URL path: malformed encodings, NUL, overlong, unicode, traversal,
 * near-miss uuids.
 */
const malformedIds = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%C0%80",
  "%F0%9F%92%8E",
  "x".repeat(3000),
  "..%2F..%2Fetc%2Fpasswd",
  "0000000-0000-4000-8000-000000000000%00",
  "00000000-0000-4000-8000-00000000000g",
  "cs_test_%00",
  "cs_%ED%A0%80",
  `cs_${"a".repeat(400)}`,
];
/** Well-formed ids nobody owns: the same 404 as a malformed one. */
const unknownIds = ["3f1b3c8e-1f7a-4a6b-9d2c-5e8f7a6b4c3d", "cs_test_0123456789abcdef01234567"];

const validChat = { messages: [{ role: "user", content: "Why is this diamond overpriced?" }] };
const validAnalysis = {
  listingUrl: "https://example.com/d/1",
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  shape: "round",
  certificateNumber: "LG756580087",
  listedPrice: 4200,
  formData: { carat: "1.2" },
  uploadedFiles: [{ name: "a.pdf", path: "u/certificates/1-a.pdf" }],
};

interface JsonBodyProbe {
  body: Record<string, unknown>;
  /** Paths of the body's text fields; "formData.*" stands for a key of that record. */
  fields: string[];
}
interface RouteProbe {
  /** The JSON body the route reads, with its text fields. */
  json?: JsonBodyProbe;
  /** Query parameters the route reads, with a valid value each. */
  query?: Record<string, string>;
  /**
   * Headers the route parses (only ASCII can reach it: the Headers class refuses NUL and
   * non-Latin-1).
   */
  headers?: string[];
  /** The route answers an HTML page, not the JSON envelope. */
  html?: boolean;
}

const routes: Record<string, RouteProbe> = {
  "GET /api/health": {},
  "POST /api/auth/sign-up": {
    json: {
      body: { fullName: "A B", email: "hostile@example.com", password: "secret-pw" },
      fields: ["fullName", "email", "password"],
    },
  },
  "POST /api/auth/sign-in": {
    json: {
      body: { email: "hostile@example.com", password: "secret-pw" },
      fields: ["email", "password"],
    },
  },
  "POST /api/auth/sign-out": {},
  "GET /api/auth/session": {},
  "GET /api/auth/verify-email": { query: { token: "forged", callbackURL: "/" } },
  "GET /api/subscription": {},
  "POST /api/billing/create-payment": {},
  "POST /api/billing/create-checkout": {},
  "POST /api/billing/customer-portal": {},
  "GET /api/billing/checkout-sessions/:id": {},
  "GET /api/billing/test-checkout/:id": { html: true },
  "POST /api/billing/test-checkout/:id/pay": { html: true },
  "POST /api/billing/test-checkout/:id/cancel": { html: true },
  "GET /api/billing/test-portal": { html: true },
  "POST /api/billing/test-portal/cancel": { html: true },
  "POST /api/analyses": {
    json: {
      body: validAnalysis,
      fields: [
        "listingUrl",
        "cut",
        "color",
        "clarity",
        "shape",
        "certificateNumber",
        "formData.carat",
        "formData.*",
        "uploadedFiles.0.name",
        "uploadedFiles.0.path",
      ],
    },
  },
  "GET /api/analyses": {},
  "POST /api/analyses/:id/chat": {
    json: { body: validChat, fields: ["messages.0.content"] },
    headers: ["accept"],
  },
  "GET /api/analyses/:id/chat": {},
  "POST /api/uploads": { query: { name: "report.pdf", folder: "certificates" } },
  "GET /api/uploads": {},
  "GET /api/uploads/:id/content": {},
  "GET /api/uploads/:id/thumbnail": {},
  "DELETE /api/uploads/:id": {},
  "POST /api/contact": {
    json: {
      body: {
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        subject: "Hello",
        message: "A message long enough.",
      },
      fields: ["firstName", "lastName", "email", "subject", "message"],
    },
  },
  "GET /api/market/trends": {
    query: {
      shape: "round",
      caratMin: "0.9",
      caratMax: "1.4",
      color: "G",
      clarity: "VS1",
      cut: "Ideal",
    },
  },
  "POST /api/webhooks/stripe": { headers: ["stripe-signature"] },
  "GET /api/health/live": {},
  "GET /api/health/ready": {},
  "GET /metrics": {},
  "GET /api/analyses/export.csv": {},
  "GET /api/analyses/:id": {},
  "GET /api/analyses/:id/report.pdf": {},
  "GET /api/analyses/:id/shares": {},
  "POST /api/analyses/:id/shares": {},
  "DELETE /api/analyses/:id/shares/:shareId": {},
  "GET /api/shared/:token": {},
  "GET /api/shared/:token/report.pdf": {},
  "GET /api/tracked": {},
  // No text fields: an analysis id (uuid form) and numbers.
  "POST /api/tracked": {},
  "PATCH /api/tracked/:id": {
    json: {
      body: { alerts: { fairValueMovePercent: 5, listedPriceChange: true, comparableBelow: null } },
      fields: [],
    },
  },
  "DELETE /api/tracked/:id": {},
  // The signed link of alert emails: a bad query is the same "link not valid" page.
  "GET /api/alerts/unsubscribe": { html: true },
  "POST /api/alerts/unsubscribe": { html: true },
  "GET /api/api-keys": {},
  "POST /api/api-keys": { json: { body: { name: "Inventory" }, fields: ["name"] } },
  "DELETE /api/api-keys/:id": {},
  "POST /api/enterprise-leads": {
    json: {
      body: {
        company: "Acme Jewelers",
        name: "A B",
        email: "lead@example.com",
        useCase: "Price our inventory.",
        expectedMonthlyCalls: 1000,
      },
      fields: ["company", "name", "email", "useCase"],
    },
  },
  // Keyed routes: without a key they answer 401 before reading the query (api-v1.test.ts covers
  // keyed bad input).
  "GET /api/v1/openapi.json": {},
  "GET /api/v1/diamonds/analyze": {},
  "GET /api/v1/diamonds/compare": {},
  "POST /api/v1/diamonds/analyze/batch": {},
  "GET /api/v1/market/trends": {},
  "GET /api/v1/retailers": {},
};

/** A copy of `body` with the text at `path` replaced ("formData.*" adds a key made of `value`). */
function withText(
  body: Record<string, unknown>,
  path: string,
  value: string,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    copy,
  );
  if (last === "*") parent[value] = "1.2";
  else parent[last] = value;
  return copy;
}

function appRoutes(t: TestApp): string[] {
  return [
    ...new Set(t.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
  ];
}

describe.each(oneTestDatabase())("hostile input on %s", (kind) => {
  let testMode: TestApp;
  let stripeMode: TestApp;
  let cookie: string;
  beforeAll(async () => {
    [testMode, stripeMode] = await Promise.all([
      createTestApp(kind),
      createTestApp(kind, { payments: "stripe" }),
    ]);
    cookie = (await testMode.signedInUser()).cookie;
  }, 180_000);
  afterAll(() => Promise.all([testMode.close(), stripeMode.close()]));

  const send = (
    t: TestApp,
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string>; cookie?: string } = {},
  ) =>
    t.request(path, {
      method,
      cookie: init.cookie,
      headers: { "content-type": "application/json", ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });

  it("has a row for every route the app serves, in test and in Stripe mode", () => {
    const served = [...appRoutes(testMode), ...appRoutes(stripeMode)];
    expect(served.filter((route) => !(route in routes))).toEqual([]);
    expect(Object.keys(routes).filter((route) => !served.includes(route))).toEqual([]);
  });

  // A body without text fields (only ids and numbers) is there for the id test below.
  describe.each(
    Object.entries(routes).filter(([, probe]) => probe.json && probe.json.fields.length > 0),
  )("%s", (route, probe) => {
    const [method, pattern] = route.split(" ") as [string, string];
    const path = pattern.replace(":id", "3f1b3c8e-1f7a-4a6b-9d2c-5e8f7a6b4c3d");
    it.each(probe.json!.fields)(
      "refuses unstorable text in %s with a 400 that names the field",
      async (field) => {
        for (const value of unstorable) {
          const response = await send(testMode, method, path, {
            body: JSON.stringify(withText(probe.json!.body, field, value)),
            cookie,
          });
          expect(response.status, `${field} = ${JSON.stringify(value)}`).toBe(400);
          const error = await errorOf(response);
          expect(error.code).toBe("validation_failed");
          expect(error.message).toBe(
            `${field.replace(/\.\*$/, "")} contains a character that cannot be stored (a NUL or a lone surrogate).`,
          );
        }
      },
    );
  });

  describe.each(Object.entries(routes).filter(([pattern]) => pattern.includes(":id")))(
    "%s",
    (route, probe) => {
      const [method, routePattern] = route.split(" ") as [string, string];
      // A second id in the path (a share of an analysis) is a well-formed unknown one: the first is
      // under test.
      const pattern = routePattern.replace(":shareId", unknownIds[0]!);
      const t = () => testMode;
      const body = probe.json ? JSON.stringify(probe.json.body) : undefined;
      it("answers every malformed id exactly like an unknown one: 404", async () => {
        const unknownId = pattern.includes("checkout") ? unknownIds[1]! : unknownIds[0]!;
        const unknown = await send(t(), method, pattern.replace(":id", unknownId), {
          body,
          cookie,
        });
        expect(unknown.status).toBe(404);
        const expected = probe.html ? await unknown.text() : (await errorOf(unknown)).message;
        for (const id of malformedIds) {
          const response = await send(t(), method, pattern.replace(":id", id), { body, cookie });
          expect(response.status, id).toBe(404);
          if (probe.html) expect(await response.text(), id).toBe(expected);
          else expect((await errorOf(response)).message, id).toBe(expected);
        }
      });
    },
  );

  describe.each(Object.entries(routes).filter(([, probe]) => probe.query))("%s", (route, probe) => {
    const [method, path] = route.split(" ") as [string, string];
    it.each(Object.keys(probe.query!))(
      "refuses NUL in the query parameter %s with a 400 in the envelope",
      async (name) => {
        for (const value of ["%00", "a%00b"]) {
          const query = Object.entries({ ...probe.query!, [name]: "" })
            .map(([key, v]) => `${key}=${key === name ? value : encodeURIComponent(v)}`)
            .join("&");
          const response = await send(testMode, method, `${path}?${query}`, {
            cookie,
            body: method === "POST" ? "%PDF-1.4" : undefined,
          });
          expect(response.status, `${name}=${value}`).toBe(400);
          expect((await errorOf(response)).code).toBe("validation_failed");
        }
      },
    );
  });

  it("never answers 500 to any route given NUL or a lone surrogate's bytes in the query and in a parsed header", async () => {
    for (const [route, probe] of Object.entries(routes)) {
      const [method, pattern] = route.split(" ") as [string, string];
      const t = route.includes("webhooks") ? stripeMode : testMode;
      const path = pattern.replace(":id", unknownIds[pattern.includes("checkout") ? 1 : 0]!);
      for (const query of ["?q=%00", "?%00=1", "?q=%ED%A0%80", "?q=%FF"]) {
        const response = await send(t, method, path + query, { cookie });
        expect(response.status, `${route}${query}`).toBeLessThan(500);
      }
      for (const header of probe.headers ?? []) {
        const response = await send(t, method, path, {
          cookie,
          headers: { [header]: "\u00ff\u0001t=1,v1=\u00e9" },
          body: JSON.stringify(validChat),
        });
        expect(response.status, `${route} ${header}`).toBeLessThan(500);
      }
    }
  });

  it("refuses a signed Stripe event whose ids hold text that cannot be stored, with a 400", async () => {
    for (const value of unstorable) {
      const event = {
        id: `evt_hostile_${Math.random()}`,
        object: "event",
        type: "checkout.session.completed",
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: `cs_${value}`,
            object: "checkout.session",
            payment_status: "paid",
            customer: `cus_${value}`,
          },
        },
      };
      const payload = JSON.stringify(event);
      const signature = testStripe.webhooks.generateTestHeaderString({
        payload,
        secret: TEST_WEBHOOK_SECRET,
      });
      const response = await send(stripeMode, "POST", "/api/webhooks/stripe", {
        body: payload,
        headers: { "stripe-signature": signature },
      });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect((await errorOf(response)).code).toBe("bad_request");
    }
  });
});
