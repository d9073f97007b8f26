import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { DomainError, RateLimitedError } from "@faircarat/core";
import { createErrorHandler } from "./errors";

function appThrowing(error: Error) {
  const logged: object[] = [];
  const logger = { info() {}, warn() {}, error: (details: object) => void logged.push(details) };
  const app = new Hono();
  app.use(requestId());
  app.onError(createErrorHandler(logger));
  app.get("/", () => {
    throw error;
  });
  return { app, logged };
}

describe("the error handler", () => {
  it("hides unexpected errors behind a generic 500 and logs them", async () => {
    const { app, logged } = appThrowing(new Error("connection string postgres://secret@db"));
    const response = await app.request("/");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text).error).toMatchObject({ code: "internal", message: "Something went wrong on our side. Please try again." });
    expect(logged).toHaveLength(1);
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
});
