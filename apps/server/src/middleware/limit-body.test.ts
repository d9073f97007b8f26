import { request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createErrorHandler, errorResponse } from "../errors";
import { readJson } from "../validation";
import { abortStateOf, bufferedBodyOf, limitBody } from "./limit-body";

const silent = { info() {}, warn() {}, error() {} };

/** A real Node server (the path `app.request()` never takes) with the JSON limit of 100 bytes. */
let server: ServerType;
let port: number;
let releaseSlow: () => void = () => {};
let slowState: { aborted: boolean } | null = null;
let slowSeenAborted: Promise<boolean> = Promise.resolve(false);

beforeAll(async () => {
  const app = new Hono();
  app.onError(createErrorHandler(silent));
  app.use(
    limitBody(100, (c) => errorResponse(c, "payload_too_large", "The request body is too large.")),
  );
  app.post("/json", async (c) =>
    c.json({
      body: await readJson(c, z.object({ name: z.string() })),
      buffered: bufferedBodyOf(c) !== undefined,
    }),
  );
  app.post("/text", async (c) => c.text(await c.req.text()));
  app.post("/slow", async (c) => {
    const state = abortStateOf(c);
    slowState = state;
    slowSeenAborted = new Promise((resolve) => (releaseSlow = () => resolve(state.aborted)));
    await slowSeenAborted;
    return c.json({ aborted: state.aborted });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Sent {
  status: number;
  body: string;
}

/** Sends a body in the given pieces; with `chunked`, without a Content-Length. */
function send(path: string, pieces: string[], options: { chunked?: boolean } = {}): Promise<Sent> {
  const body = pieces.join("");
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (!options.chunked) headers["content-length"] = String(Buffer.byteLength(body));
    const req = request(
      { host: "127.0.0.1", port, path, method: "POST", headers },
      (res: IncomingMessage) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    for (const piece of pieces) req.write(piece);
    req.end();
  });
}

describe("limitBody on a Node server", () => {
  it("reads a body of stated length itself and hands it to readJson, in pieces too", async () => {
    const answer = await send("/json", ['{"na', 'me":"Ada ', 'Lovelace"}']);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ body: { name: "Ada Lovelace" }, buffered: true });
  });

  it("decodes UTF-8 as Request.json() does: a leading BOM is dropped", async () => {
    const answer = await send("/json", ['\uFEFF{"name":"Zoë ✓"}']);
    expect(JSON.parse(answer.body)).toEqual({ body: { name: "Zoë ✓" }, buffered: true });
  });

  it("refuses a stated length over the limit with the envelope, unread", async () => {
    const answer = await send("/json", [JSON.stringify({ name: "x".repeat(120) })]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({
      code: "payload_too_large",
      message: "The request body is too large.",
    });
  });

  it("still limits and reads a chunked body (no stated length)", async () => {
    const small = await send("/json", ['{"name":', '"chunked"}'], { chunked: true });
    expect(JSON.parse(small.body)).toEqual({ body: { name: "chunked" }, buffered: false });
    const large = await send("/json", ['{"name":"', "y".repeat(80), "y".repeat(80), '"}'], {
      chunked: true,
    });
    expect(large.status).toBe(413);
  });

  it("answers malformed JSON with the 400 envelope", async () => {
    const answer = await send("/json", ['{"name":']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toBe("The request body must be valid JSON.");
  });

  it("survives a client that stops half-way through its stated body", async () => {
    const req = request({
      host: "127.0.0.1",
      port,
      path: "/json",
      method: "POST",
      headers: { "content-length": "50" },
    });
    req.on("error", () => {});
    req.write('{"name":"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    expect(JSON.parse((await send("/json", ['{"name":"next"}'])).body)).toEqual({
      body: { name: "next" },
      buffered: true,
    });
  });

  it("leaves the body to a route that reads the web Request's text (as the Stripe webhook does)", async () => {
    const answer = await send("/text", ["plain ", "words"]);
    expect(answer).toEqual({ status: 200, body: "plain words" });
  });
});

describe("abortStateOf on a Node server", () => {
  it("stays false for a client that waits for its answer", async () => {
    const answering = send("/slow", ["{}"]);
    await expect.poll(() => slowState).not.toBeNull();
    releaseSlow();
    expect(JSON.parse((await answering).body)).toEqual({ aborted: false });
  });

  it("turns true once the client has closed its connection", async () => {
    slowState = null;
    const req = request({
      host: "127.0.0.1",
      port,
      path: "/slow",
      method: "POST",
      headers: { "content-length": "2" },
    });
    req.on("error", () => {});
    req.end("{}");
    await expect.poll(() => slowState).not.toBeNull();
    expect(slowState!.aborted).toBe(false);
    req.destroy();
    await expect.poll(() => slowState!.aborted).toBe(true);
    releaseSlow();
    expect(await slowSeenAborted).toBe(true);
  });

  it("is true when asked after the client has already gone", async () => {
    let closed: () => void = () => {};
    const clientGone = new Promise<void>((resolve) => (closed = resolve));
    let seen: boolean | null = null;
    const app = new Hono();
    app.post("/late", async (c) => {
      await clientGone;
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = abortStateOf(c).aborted;
      return c.text("too late");
    });
    const late = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => late.once("listening", resolve));
    const req = request({
      host: "127.0.0.1",
      port: (late.address() as AddressInfo).port,
      path: "/late",
      method: "POST",
      headers: { "content-length": "0" },
    });
    req.on("error", () => {});
    req.on("close", () => closed());
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await expect.poll(() => seen).toBe(true);
    await new Promise((resolve) => late.close(resolve));
  });
});
