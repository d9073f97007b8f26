import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { DomainError, RateLimitedError } from "@faircarat/core";
import { createErrorHandler } from "./errors";

function appThrowing(error: Error) {
  const logged: object[] = [];
  const warned: object[] = [];
  const logger = {
    info() {},
    warn: (details: object) => void warned.push(details),
    error: (details: object) => void logged.push(details),
  };
  const app = new Hono();
  app.use(requestId());
  app.onError(createErrorHandler(logger));
  app.get("/", () => {
    throw error;
  });
  app.get("/api/shared/:token", () => {
    throw error;
  });
  return { app, logged, warned };
}

describe("the error handler", () => {
  it("hides unexpected errors behind a generic 500 and logs them", async () => {
    const { app, logged } = appThrowing(new Error("connection string postgres://secret@db"));
    const response = await app.request("/");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text).error).toMatchObject({
      code: "internal",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(logged).toHaveLength(1);
  });

  it("logs a failure with its route pattern, never the path (a share link's token stays out of the logs)", async () => {
    const token = "t0k3n".repeat(8);
    for (const error of [new Error("boom"), Object.assign(new Error("gone"), { code: "57P01" })]) {
      const { app, logged, warned } = appThrowing(error);
      await app.request(`/api/shared/${token}`);
      const lines = JSON.stringify([...logged, ...warned]);
      expect(lines).toContain('"route":"/api/shared/:token"');
      expect(lines).not.toContain(token);
    }
  });

  it("maps domain errors to their status without logging them", async () => {
    const { app, logged } = appThrowing(new DomainError("email_taken", "taken"));
    const response = await app.request("/");
    expect(response.status).toBe(409);
    expect(logged).toHaveLength(0);
  });

  it("adds Retry-After to rate-limit refusals", async () => {
    const response = await appThrowing(new RateLimitedError(42)).app.request("/");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
  });

  it("answers a lost database connection with 503 database_unavailable and Retry-After", async () => {
    const driverError = Object.assign(
      new Error("terminating connection due to administrator command"),
      { code: "57P01" },
    );
    const { app, logged, warned } = appThrowing(
      new Error("Failed query: insert into secret_table", { cause: driverError }),
    );
    const response = await app.request("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    const text = await response.text();
    expect(text).not.toContain("secret_table");
    expect(JSON.parse(text).error).toMatchObject({
      code: "database_unavailable",
      message: "FairCarat is briefly unavailable. Please try again in a few seconds.",
    });
    expect(logged).toHaveLength(0);
    expect(warned).toHaveLength(1);
  });

  it("answers a refused connection and a pool timeout the same way", async () => {
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      const response = await appThrowing(error).app.request("/");
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "database_unavailable",
      );
    }
  });
});
