import type { SessionResponse, SubscriptionStatus } from "@faircarat/contracts";
import { vi } from "vitest";

type Handler = (body: unknown) => Response | Promise<Response>;

/** Handlers keyed by "METHOD /api/path". */
export type ApiHandlers = Record<string, Handler>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { code, message, requestId: "req_test" } });
}

export const signedOutSession: SessionResponse = { user: null, session: null };

export const signedInSession: SessionResponse = {
  user: { id: "user_1", email: "ada@example.com", fullName: "Ada Lovelace", emailVerified: true },
  session: { id: "session_1", expiresAt: "2026-12-31T00:00:00.000Z" },
};

export const notSubscribed: SubscriptionStatus = {
  subscribed: false,
  subscription_end: null,
  product_id: null,
  report_credits: 0,
};

export const activeSubscription: SubscriptionStatus = {
  subscribed: true,
  subscription_end: "2026-08-01T00:00:00.000Z",
  product_id: "prod_unlimited",
  report_credits: 0,
};

/** Replaces `fetch` (the api-client boundary) with the given handlers; unknown calls answer 404. */
export function requestKey(input: RequestInfo | URL, init?: RequestInit): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
  return `${init?.method ?? "GET"} ${url}`;
}

/** The JSON a mocked call sent, or undefined when it sent no text body. */
export function sentJson(init?: RequestInit): any {
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}

export function mockApi(handlers: ApiHandlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = requestKey(input, init);
    const handler = handlers[key];
    if (!handler) return errorResponse(404, "not_found", `No mock for ${key}`);
    return handler(sentJson(init));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /api/path". */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => requestKey(input, init) === key);
}

/** A streamed answer (one JSON event per line) whose events the test sends one at a time. */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, {
      status: 200,
      headers: { "Content-Type": "application/x-ndjson" },
    }),
    send: (event: object) =>
      controller.enqueue(new TextEncoder().encode(`${JSON.stringify(event)}\n`)),
    close: () => controller.close(),
  };
}

/** A whole streamed chat reply: its text, then the reply. */
export function chatReply(message: string, author: "built-in" | "llm" = "built-in"): Response {
  const stream = eventStream();
  stream.send({ type: "text", text: message });
  stream.send({ type: "done", message, author });
  stream.close();
  return stream.response;
}
