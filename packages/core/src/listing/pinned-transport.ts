import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";

export interface PinnedRequest {
  url: URL;
  /** The address that was checked; the connection goes here and nowhere else. */
  address: string;
  family: 4 | 6;
  headers: Readonly<Record<string, string>>;
  signal: AbortSignal;
  /** Applied again at connect time, so no later lookup can swap the address. */
  allowsAddress: (address: string) => boolean;
}

export interface OpenResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The decoded body, or "too_large" as soon as it passes maxBytes (reading stops there). */
  read(maxBytes: number): Promise<Buffer | "too_large">;
  discard(): void;
}

export type Transport = (request: PinnedRequest) => Promise<OpenResponse>;

export class RefusedAddressError extends Error {}

/** One GET over node:http(s), connected to the pinned address; TLS still verifies the host name. */
export const pinnedTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const { url, address, family } = request;
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (!request.allowsAddress(address)) return callback(new RefusedAddressError(address), "", 0);
      // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
      if (options.all)
        return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(
          null,
          [{ address, family }],
        );
      callback(null, address, family);
    };
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request({
      host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { ...request.headers },
      agent: false,
      lookup,
      servername: isIP(host) ? undefined : host,
      signal: request.signal,
    });
    outgoing.on("response", (response) => resolve(openResponse(response)));
    outgoing.on("error", reject);
    outgoing.end();
  });

function openResponse(response: IncomingMessage): OpenResponse {
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    discard: () => response.destroy(),
    async read(maxBytes) {
      const declared = Number(response.headers["content-length"]);
      if (declared > maxBytes) {
        response.destroy();
        return "too_large";
      }
      const body = decoded(response);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          response.destroy();
          body.destroy();
          return "too_large";
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    },
  };
}

/**
 * The body after Content-Encoding; the size cap counts these bytes, so a compressed bomb is cut
 * too.
 */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  pipeline(response, decoder, () => {});
  return decoder;
}
