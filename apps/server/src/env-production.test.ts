import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { startSummary } from "./start-summary";

const stripeKeys = {
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  STRIPE_PRICE_SINGLE_REPORT: "price_single",
  STRIPE_PRICE_UNLIMITED: "price_unlimited",
};
const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "x".repeat(48),
  DATABASE_URL: "postgres://faircarat@db.internal:5432/faircarat",
  PUBLIC_URL: "https://faircarat.example",
  ...stripeKeys,
};

function problemsOf(source: NodeJS.ProcessEnv): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected parseEnv to refuse this configuration");
}

describe("production mode (NODE_ENV=production)", () => {
  it("starts with an auth secret, a PostgreSQL URL and Stripe keys", () => {
    const env = parseEnv(production);
    expect(env).toMatchObject({
      production: true,
      testPaymentsBanner: false,
      databaseUrl: production.DATABASE_URL,
      authSecret: production.AUTH_SECRET,
    });
    expect(env.stripe?.secretKey).toBe("sk_live_abc");
  });

  it("refuses to start on the development defaults, listing every missing setting", () => {
    const message = problemsOf({ NODE_ENV: "production" });
    expect(message).toMatch(/^Invalid configuration for production \(NODE_ENV=production\):/);
    const lines = message.split("\n").slice(1);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^ {2}AUTH_SECRET: is required in production/);
    expect(lines[1]).toMatch(/^ {2}DATABASE_URL: must be a postgres:\/\/ URL in production/);
    expect(lines[2]).toMatch(
      /^ {2}STRIPE_SECRET_KEY: is required in production, .*or set PAYMENTS=test/,
    );
    expect(lines[3]).toMatch(/^ {2}PUBLIC_URL: is required in production/);
  });

  it.each([
    [
      "unset: emails link to http://localhost:3000, cookies go without Secure and no HSTS",
      undefined,
      /^ {2}PUBLIC_URL: is required in production/,
    ],
    [
      "plain http: session cookies cross the network readable",
      "http://faircarat.example",
      /^ {2}PUBLIC_URL: must be an https:\/\/ address in production/,
    ],
  ])(
    "refuses a PUBLIC_URL %s (found in an attack review: production started on the development default; test failed before)",
    (_, value, problem) => {
      const message = problemsOf({ ...production, PUBLIC_URL: value });
      expect(message.split("\n").slice(1)).toEqual([expect.stringMatching(problem)]);
    },
  );

  it.each([
    ["AUTH_SECRET", { AUTH_SECRET: undefined }],
    ["DATABASE_URL", { DATABASE_URL: undefined }],
    ["DATABASE_URL", { DATABASE_URL: "./data/db" }],
    [
      "STRIPE_SECRET_KEY",
      {
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        STRIPE_PRICE_SINGLE_REPORT: undefined,
        STRIPE_PRICE_UNLIMITED: undefined,
      },
    ],
    ["STRIPE_PRICE_UNLIMITED", { STRIPE_PRICE_UNLIMITED: undefined }],
  ])("names %s when it is missing or unsuitable", (name, change) => {
    const message = problemsOf({ ...production, ...change });
    expect(message.split("\n").slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^ {2}${name}: `)),
    ]);
  });

  it("lists the production problems beside any other invalid value", () => {
    expect(problemsOf({ NODE_ENV: "production", PORT: "abc" })).toMatch(
      /PORT[\s\S]*AUTH_SECRET[\s\S]*DATABASE_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*PUBLIC_URL/,
    );
  });

  it("accepts postgresql:// URLs as well", () => {
    expect(parseEnv({ ...production, DATABASE_URL: "postgresql://db/faircarat" }).databaseUrl).toBe(
      "postgresql://db/faircarat",
    );
  });

  it("accepts an explicit PAYMENTS=test instead of Stripe, and then shows the test-mode banner", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      AUTH_SECRET: production.AUTH_SECRET,
      DATABASE_URL: production.DATABASE_URL,
      PUBLIC_URL: production.PUBLIC_URL,
      PAYMENTS: "test",
    });
    expect(env).toMatchObject({ production: true, stripe: undefined, testPaymentsBanner: true });
  });

  it("refuses PAYMENTS=test beside Stripe keys, and PAYMENTS=stripe without them", () => {
    expect(problemsOf({ ...production, PAYMENTS: "test" })).toMatch(
      /PAYMENTS: is test but STRIPE_SECRET_KEY is set/,
    );
    expect(problemsOf({ PAYMENTS: "stripe" })).toMatch(
      /STRIPE_SECRET_KEY: is required when PAYMENTS=stripe/,
    );
    expect(problemsOf({ PAYMENTS: "card" })).toMatch(/PAYMENTS: /);
  });
});

describe("development (no NODE_ENV, development or test)", () => {
  it.each([undefined, "", "development", "test", "Development", " TEST "])(
    "needs no configuration at all with NODE_ENV=%s",
    (mode) => {
      const env = parseEnv(mode ? { NODE_ENV: mode } : {});
      expect(env).toMatchObject({
        production: false,
        stripe: undefined,
        testPaymentsBanner: false,
        authSecret: undefined,
      });
      expect(env.databaseUrl).toMatch(/data\/db$/);
    },
  );

  it("shows the test-mode banner when PAYMENTS=test is set explicitly", () => {
    expect(parseEnv({ PAYMENTS: "test" }).testPaymentsBanner).toBe(true);
  });
});

describe("NODE_ENV's spelling and a public site without it", () => {
  it.each(["Production", "PRODUCTION", " production "])(
    "treats NODE_ENV=%j as production",
    (mode) => {
      expect(() => parseEnv({ NODE_ENV: mode })).toThrow(
        /for production[\s\S]*AUTH_SECRET: is required in production/,
      );
    },
  );

  it("shows the test-mode banner and warns at start when a public https site has no Stripe keys, whatever NODE_ENV is", () => {
    for (const source of [
      { PUBLIC_URL: "https://faircarat.example" },
      { PUBLIC_URL: "https://faircarat.example", NODE_ENV: "development" },
    ]) {
      const env = parseEnv(source);
      expect(env).toMatchObject({ production: false, stripe: undefined, testPaymentsBanner: true });
      expect(startSummary(env).warnings.join("\n")).toMatch(
        /purchases are free .* test-mode banner/,
      );
    }
  });

  it("keeps the implicit development checkout bannerless on this machine's addresses", () => {
    for (const url of [
      "http://faircarat.example",
      "https://localhost:3000",
      "https://127.0.0.1",
      "http://localhost:3000",
    ]) {
      const env = parseEnv({ PUBLIC_URL: url });
      expect(env.testPaymentsBanner).toBe(false);
      expect(startSummary(env).warnings).toEqual([]);
    }
  });
});

describe("a NODE_ENV that names no mode", () => {
  it.each(["prod", "staging", "dev", "productoin"])(
    "refuses to start with NODE_ENV=%j, saying which values it takes (found in an operator review: NODE_ENV=prod ran development mode with /metrics open; test failed before)",
    (mode) => {
      expect(problemsOf({ NODE_ENV: mode })).toBe(
        `Invalid configuration:\n  NODE_ENV: must be unset, development, test or production (in any case), not ${JSON.stringify(mode)}`,
      );
    },
  );

  it("lists it with the other problems", () => {
    const problems = problemsOf({ NODE_ENV: "prod", PORT: "abc" });
    expect(problems).toMatch(/^ {2}NODE_ENV: must be unset/m);
    expect(problems).toMatch(/^ {2}PORT: /m);
  });
});
