import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DomainError } from "@faircarat/core";

/** The Node request and response under @hono/node-server; absent under `app.request()` in tests. */
interface NodeBindings {
  incoming?: IncomingMessage & { rawBody?: Buffer };
  outgoing?: ServerResponse;
}

const nodeBindingsOf = (c: Context): NodeBindings => (c.env as NodeBindings | undefined) ?? {};

/**
 * Refuses a request body over `maxSize` bytes with `onTooLarge`. Under Node, a body that states its
 * length is read here from the Node request into `rawBody`, where `readJson` parses it and
 * @hono/node-server finds it if a route asks for the web Request after all. Hono's `bodyLimit`
 * builds a web Request with a stream over the Node request for every call, a GET included: a
 * tenth of an analysis's CPU under load. A chunked body (no stated length) still goes through it.
 */
export function limitBody(
  maxSize: number,
  onTooLarge: (c: Context) => Response,
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: onTooLarge });
  return async (c, next) => {
    const { incoming } = nodeBindingsOf(c);
    if (!incoming || incoming.headers["transfer-encoding"] !== undefined) return streamed(c, next);
    const length = Number(incoming.headers["content-length"] ?? 0);
    if (length > maxSize) return onTooLarge(c);
    // Node's parser delivers exactly the stated length (or fails the request).
    if (length > 0 && !incoming.rawBody) incoming.rawBody = await readAll(incoming);
    return next();
  };
}

/** The body `limitBody` read, if it did. */
export const bufferedBodyOf = (c: Context): Buffer | undefined =>
  nodeBindingsOf(c).incoming?.rawBody;

function readAll(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const fail = () =>
      reject(new DomainError("bad_request", "The request body was not received in full."));
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.once("error", fail);
    incoming.once("aborted", fail);
    incoming.once("close", () => incoming.complete || fail());
  });
}

/**
 * Whether the client went away before its answer was sent, as an AbortSignal would say. Under Node
 * it is read from the response when asked (it may have closed before this was called), as
 * `c.req.raw.signal` would build the web Request (and an AbortController) that `limitBody` avoids.
 */
export function abortStateOf(c: Context): { readonly aborted: boolean } {
  const { outgoing } = nodeBindingsOf(c);
  if (!outgoing) return c.req.raw.signal;
  return {
    get aborted() {
      return outgoing.destroyed && !outgoing.writableFinished;
    },
  };
}
