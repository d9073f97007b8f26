import { sessionResponseSchema } from "@faircarat/contracts";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockApi, signedOutSession } from "@/test/mock-api";
import { ApiError, apiLineStream, apiRequest } from "./api-client";

describe("apiRequest", () => {
  it("sends JSON with same-origin credentials and parses the response", async () => {
    const fetchMock = mockApi({
      "POST /api/auth/sign-in": () => jsonResponse(200, signedOutSession),
    });

    const result = await apiRequest("/api/auth/sign-in", {
      method: "POST",
      body: { email: "a@b.co", password: "x" },
      schema: sessionResponseSchema,
    });

    expect(result).toEqual(signedOutSession);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co", password: "x" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("turns the error envelope into an ApiError", async () => {
    mockApi({
      "GET /api/subscription": () => errorResponse(401, "unauthenticated", "Please sign in."),
    });

    const error = await apiRequest("/api/subscription").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "unauthenticated",
      message: "Please sign in.",
      status: 401,
      requestId: "req_test",
    });
  });

  it("falls back to a status-based error when the body is not an envelope", async () => {
    mockApi({
      "GET /api/subscription": () => new Response("<html>Bad gateway</html>", { status: 502 }),
    });

    await expect(apiRequest("/api/subscription")).rejects.toMatchObject({
      code: "internal",
      status: 502,
    });
  });

  it("resolves undefined for 204", async () => {
    mockApi({ "POST /api/auth/sign-out": () => new Response(null, { status: 204 }) });

    await expect(apiRequest("/api/auth/sign-out", { method: "POST" })).resolves.toBeUndefined();
  });

  it("reports an unreachable server as network_error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));

    await expect(apiRequest("/api/auth/session")).rejects.toMatchObject({
      code: "network_error",
      status: 0,
    });
  });

  it("rejects a response that does not match the schema", async () => {
    mockApi({ "GET /api/auth/session": () => jsonResponse(200, { user: "nope" }) });

    await expect(
      apiRequest("/api/auth/session", { schema: sessionResponseSchema }),
    ).rejects.toMatchObject({
      code: "internal",
    });
  });
});

describe("apiLineStream", () => {
  /** A body that arrives in exactly these byte pieces. */
  const pieces = (chunks: Uint8Array[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
      { status: 200 },
    );

  it("yields whole lines however the bytes are split, a character split across pieces included", async () => {
    const bytes = new TextEncoder().encode('{"a":"€1"}\n\n{"b":2}\n{"c":3}');
    const euro = bytes.indexOf(0xe2);
    mockApi({
      "POST /api/stream": () =>
        pieces([
          bytes.slice(0, euro + 1),
          bytes.slice(euro + 1, euro + 12),
          bytes.slice(euro + 12),
        ]),
    });
    const lines: string[] = [];
    for await (const line of await apiLineStream("/api/stream", {
      method: "POST",
      body: {},
      accept: "application/x-ndjson",
    }))
      lines.push(line);
    expect(lines).toEqual(['{"a":"€1"}', '{"b":2}', '{"c":3}']);
  });

  it("rejects a refused request with the server's error before any line", async () => {
    mockApi({ "POST /api/stream": () => errorResponse(404, "not_found", "Analysis not found.") });
    await expect(
      apiLineStream("/api/stream", { method: "POST", body: {}, accept: "application/x-ndjson" }),
    ).rejects.toMatchObject({
      code: "not_found",
      message: "Analysis not found.",
    });
  });
});
