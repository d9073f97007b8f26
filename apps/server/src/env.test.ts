import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("defaults to the embedded database, port 3000 and no required verification", () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.host).toBe("127.0.0.1");
    expect(env.publicUrl).toBe("http://127.0.0.1:3000");
    expect(env.databaseUrl).toMatch(/data\/db$/);
    expect(env.requireEmailVerification).toBe(false);
  });

  it("requires verification by default once SMTP is configured, unless told otherwise", () => {
    expect(parseEnv({ SMTP_URL: "smtp://mail:25" }).requireEmailVerification).toBe(true);
    expect(
      parseEnv({ SMTP_URL: "smtp://mail:25", REQUIRE_EMAIL_VERIFICATION: "false" })
        .requireEmailVerification,
    ).toBe(false);
  });

  it("respects PORT, HOST and PUBLIC_URL", () => {
    const env = parseEnv({ PORT: "8080", HOST: "0.0.0.0", PUBLIC_URL: "https://faircarat.com/" });
    expect(env).toMatchObject({ port: 8080, host: "0.0.0.0", publicUrl: "https://faircarat.com" });
    expect(parseEnv({ PORT: "8080", HOST: "0.0.0.0" }).publicUrl).toBe("http://localhost:8080");
  });

  it("reads the market feed folder from the working directory and refreshes it every 15 minutes by default", () => {
    expect(parseEnv({})).toMatchObject({
      marketFeeds: path.resolve("../shared/data/market"),
      marketRefreshMinutes: 15,
    });
    expect(parseEnv({ MARKET_FEEDS: "/feeds", MARKET_REFRESH_MINUTES: "0" })).toMatchObject({
      marketFeeds: "/feeds",
      marketRefreshMinutes: 0,
    });
    expect(parseEnv({ MARKET_INDEXES: "/indexes" }).marketIndexes).toEqual(["/indexes"]);
    expect(parseEnv({}).marketIndexes).toEqual([path.resolve("../shared/data/market-index")]);
    expect(parseEnv({ MARKET_INDEXES: "off" }).marketIndexes).toBeUndefined();
    expect(() => parseEnv({ MARKET_REFRESH_MINUTES: "-1" })).toThrow(/MARKET_REFRESH_MINUTES/);
  });

  it("reads MARKET_INDEXES as folders, files and https URLs of the publisher's document, and refuses any other URL", () => {
    const url = "https://publisher.example/data/index-data.json";
    expect(parseEnv({ MARKET_INDEXES: `/indexes, ${url},./more` }).marketIndexes).toEqual([
      "/indexes",
      url,
      path.resolve("more"),
    ]);
    for (const refused of [
      "http://publisher.example/index-data.json",
      "ftp://publisher.example/index-data.json",
      "https://user:secret@publisher.example/index-data.json",
    ]) {
      expect(() => parseEnv({ MARKET_INDEXES: refused })).toThrow(/MARKET_INDEXES: .*https:\/\//);
      expect(() =>
        parseEnv({
          NODE_ENV: "production",
          AUTH_SECRET: "x".repeat(40),
          DATABASE_URL: "postgres://db/faircarat",
          PUBLIC_URL: "https://faircarat.example",
          PAYMENTS: "test",
          MARKET_INDEXES: `/indexes,${refused}`,
        }),
      ).toThrow(/for production[\s\S]*MARKET_INDEXES: .*not an https:\/\/ URL/);
    }
  });

  it("keeps what known retailers' listing pages state as market observations unless MARKET_OBSERVATIONS=off", () => {
    expect(parseEnv({}).marketObservations).toBe(true);
    expect(parseEnv({ MARKET_OBSERVATIONS: "off" }).marketObservations).toBe(false);
    expect(parseEnv({ MARKET_OBSERVATIONS: "on" }).marketObservations).toBe(true);
    expect(() => parseEnv({ MARKET_OBSERVATIONS: "maybe" })).toThrow(/MARKET_OBSERVATIONS/);
  });

  it("keeps uploads in a local folder by default and in S3 once S3_BUCKET is set", () => {
    expect(parseEnv({ DATA_DIR: "/srv/fc" }).storage).toEqual({
      kind: "local",
      root: "/srv/fc/uploads",
    });
    expect(
      parseEnv({
        S3_BUCKET: "diamond-uploads",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "diamond-uploads",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "k",
      secretAccessKey: "s",
    });
    expect(parseEnv({}).uploadRateLimitPerMinute).toBe(20);
  });

  it("gives enterprise API keys 600 requests a minute unless configured otherwise", () => {
    expect(parseEnv({}).apiEnterprisePerMinute).toBe(600);
    expect(
      parseEnv({ API_ENTERPRISE_RATE_LIMIT_PER_MINUTE: "100000" }).apiEnterprisePerMinute,
    ).toBe(100_000);
    expect(() => parseEnv({ API_ENTERPRISE_RATE_LIMIT_PER_MINUTE: "0" })).toThrow(
      /API_ENTERPRISE_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it("lists every problem at once", () => {
    expect(() => parseEnv({ PORT: "abc", AUTH_SECRET: "short" })).toThrow(/PORT[\s\S]*AUTH_SECRET/);
  });
});
