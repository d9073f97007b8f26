import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "@faircarat/core";
import { createLogger } from "../logger";
import { createTestApp, type TestApp } from "../testing/test-app";

function recordingLogger() {
  const lines: { level: string; details: Record<string, unknown>; message?: string | undefined }[] =
    [];
  const record = (level: string) => (details: object, message?: string) =>
    void lines.push({ level, details: details as Record<string, unknown>, message });
  const logger: Logger = { info: record("info"), warn: record("warn"), error: record("error") };
  return { logger, lines };
}

describe("access log", () => {
  const { logger, lines } = recordingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { logger });
  });
  afterAll(() => t.close());

  it("writes one line per request with method, route pattern, status, duration and request id", async () => {
    const response = await t.request("/api/health/ready");
    await t.request("/api/no-such-thing");
    const requests = lines.filter((line) => line.message === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]?.details).toEqual({
      method: "GET",
      route: "/api/health/ready",
      status: 200,
      ms: expect.any(Number),
      requestId: response.headers.get("x-request-id"),
    });
    expect(requests[1]?.details).toMatchObject({ method: "GET", route: "/api/*", status: 404 });
  });

  it("puts the process id in every log line", () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger("info", destination);
    logger.info({ route: "/" }, "request");
    logger.error({ err: new Error("boom") }, "failed");
    expect(written.map((line) => JSON.parse(line) as { pid: number })).toEqual([
      expect.objectContaining({ pid: process.pid, msg: "request" }),
      expect.objectContaining({
        pid: process.pid,
        msg: "failed",
        err: expect.objectContaining({ stack: expect.stringContaining("boom") }),
      }),
    ]);
  });
});
