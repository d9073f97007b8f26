import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";

/** One page's HTML as bytes, compressed once when first served instead of on every request. */
export interface EncodedPage {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

export function encodePage(html: string): EncodedPage {
  const identity = new TextEncoder().encode(html);
  return {
    identity,
    gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
    br: new Uint8Array(
      brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
    ),
  };
}

/**
 * The codings an Accept-Encoding header allows (a q of 0 refuses one), in the header's own names.
 */
export function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Sends the page in the best coding the client accepts: brotli, else gzip, else as it is. */
export function sendPage(c: Context, page: EncodedPage, status: 200 | 404 = 200): Response {
  const accepted = acceptedCodings(c.req.header("Accept-Encoding"));
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Vary", "Accept-Encoding");
  if (accepted.has("br")) {
    c.header("Content-Encoding", "br");
    return c.body(page.br, status);
  }
  if (accepted.has("gzip")) {
    c.header("Content-Encoding", "gzip");
    return c.body(page.gzip, status);
  }
  return c.body(page.identity, status);
}
