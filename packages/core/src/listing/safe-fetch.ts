import type { IncomingHttpHeaders } from "node:http";
import { publicWebOnly, type AddressPolicy } from "./address-policy";
import { browserHeaders } from "./browser-headers";
import { decodeHtml } from "./decode-html";
import {
  pinnedTransport,
  RefusedAddressError,
  type OpenResponse,
  type Transport,
} from "./pinned-transport";
import { resolveChecked, systemResolver, type Resolver } from "./resolve-host";

export const safeFetchLimits = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

export type FetchRefusal =
  | "bad_url"
  | "bad_scheme"
  | "credentials_in_url"
  | "blocked_address"
  | "blocked_port"
  | "dns_failed"
  | "too_many_redirects"
  | "timeout"
  | "too_large"
  | "http_status"
  | "not_html"
  | "not_json"
  | "network_error";

export type FetchRefused = {
  ok: false;
  reason: FetchRefusal;
  detail: string;
  url: string;
  status?: number;
};

export type SafeFetchResult =
  { ok: true; url: string; status: number; contentType: string; body: string } | FetchRefused;

/** A JSON document as sent (its bytes), or a 304: the copy the caller holds is current. */
export type SafeDocumentResult =
  | { ok: true; url: string; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { ok: true; url: string; status: 304; headers: IncomingHttpHeaders; body: null }
  | FetchRefused;

export interface SafeFetchOptions {
  policy?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
  transport?: Transport;
  /** The schemes every hop may use (http and https); a redirect to another is refused. */
  schemes?: readonly string[];
}

export interface SafeDocumentOptions extends SafeFetchOptions {
  /** Sent with the request on every hop (e.g. If-None-Match for a conditional request). */
  headers?: Readonly<Record<string, string>>;
}

type Settings = Required<Omit<SafeDocumentOptions, "headers">> & {
  headers: Readonly<Record<string, string>>;
  signal: AbortSignal;
};

type ReadResponse<T> = (url: URL, response: OpenResponse, settings: Settings) => Promise<T>;

/**
 * GETs a user-supplied URL as a browser would, but only from the public web: every hop is
 * resolved, checked and connected to the checked address. Every refusal is a value, never a throw.
 */
export function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  return guardedGet(url, { ...options, headers: browserHeaders }, readPage);
}

/**
 * GETs a JSON document (a publisher's data file) under the same guard, deadline and size cap as a
 * page, with the caller's headers on top of a browser's: a 304 is an answer, not a refusal.
 */
export function safeFetchDocument(
  url: string,
  options: SafeDocumentOptions = {},
): Promise<SafeDocumentResult> {
  const headers = { ...browserHeaders, accept: "application/json", ...options.headers };
  return guardedGet(url, { ...options, headers }, readDocument);
}

async function guardedGet<T extends { ok: boolean }>(
  url: string,
  options: SafeDocumentOptions & { headers: Readonly<Record<string, string>> },
  read: ReadResponse<T | FetchRefused>,
): Promise<T | FetchRefused> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? safeFetchLimits.timeoutMs;
  const settings: Settings = {
    policy: options.policy ?? publicWebOnly,
    timeoutMs,
    maxBytes: options.maxBytes ?? safeFetchLimits.maxBytes,
    maxRedirects: options.maxRedirects ?? safeFetchLimits.maxRedirects,
    resolve: options.resolve ?? systemResolver,
    transport: options.transport ?? pinnedTransport,
    schemes: options.schemes ?? ["http:", "https:"],
    headers: options.headers,
    signal: controller.signal,
  };
  let timer: NodeJS.Timeout | undefined;
  // One deadline for everything (DNS, redirects, body); a lookup cannot be cancelled, so it is
  // raced.
  const deadline = new Promise<FetchRefused>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(refuse("timeout", `no complete answer within ${timeoutMs} ms`, url));
    }, timeoutMs);
  });
  try {
    return await Promise.race([follow(url, settings, read), deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function follow<T>(
  start: string,
  settings: Settings,
  read: ReadResponse<T | FetchRefused>,
): Promise<T | FetchRefused> {
  let url = parseUrl(start);
  if (!url) return refuse("bad_url", "not a URL", start);
  for (let redirects = 0; ; redirects++) {
    const opened = await hop(url, settings);
    if ("ok" in opened) return opened;
    const { response } = opened;
    if (response.status >= 300 && response.status < 400 && response.headers.location) {
      response.discard();
      if (redirects >= settings.maxRedirects)
        return refuse(
          "too_many_redirects",
          `more than ${settings.maxRedirects} redirects`,
          url.href,
        );
      const next = parseUrl(response.headers.location, url);
      if (!next) return refuse("bad_url", "the redirect target is not a URL", url.href);
      url = next;
      continue;
    }
    return read(url, response, settings);
  }
}

/** Checks one URL and opens it; nothing connects before every check has passed. */
async function hop(
  url: URL,
  settings: Settings,
): Promise<FetchRefused | { response: OpenResponse }> {
  if (!settings.schemes.includes(url.protocol))
    return refuse(
      "bad_scheme",
      `${url.protocol} is not ${settings.schemes.map((scheme) => scheme.slice(0, -1)).join(" or ")}`,
      url.href,
    );
  if (url.username || url.password)
    return refuse(
      "credentials_in_url",
      "URLs with a user name or password are not fetched",
      url.href,
    );
  const checked = await resolveChecked(url.hostname, settings.policy, settings.resolve);
  if (!checked.ok) return refuse(checked.reason, checked.detail, url.href);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (!settings.policy.allowsPort(port))
    return refuse("blocked_port", `port ${port} is not a web port`, url.href);
  if (settings.signal.aborted) return refuse("timeout", "the deadline passed", url.href);
  try {
    const response = await settings.transport({
      url,
      ...checked,
      headers: settings.headers,
      signal: settings.signal,
      allowsAddress: settings.policy.allowsAddress,
    });
    return { response };
  } catch (error) {
    return failure(error, url, settings);
  }
}

async function readPage(
  url: URL,
  response: OpenResponse,
  settings: Settings,
): Promise<SafeFetchResult> {
  const { status } = response;
  if (status < 200 || status >= 300) {
    response.discard();
    return { ...refuse("http_status", `the server answered ${status}`, url.href), status };
  }
  const contentType = String(response.headers["content-type"] ?? "");
  if (!/^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(contentType)) {
    response.discard();
    return refuse(
      "not_html",
      `${contentType.slice(0, 60) || "no content type"} is not a web page`,
      url.href,
    );
  }
  try {
    const body = await response.read(settings.maxBytes);
    if (body === "too_large")
      return refuse("too_large", `the page is larger than ${settings.maxBytes} bytes`, url.href);
    return { ok: true, url: url.href, status, contentType, body: decodeHtml(body, contentType) };
  } catch (error) {
    return failure(error, url, settings);
  }
}

async function readDocument(
  url: URL,
  response: OpenResponse,
  settings: Settings,
): Promise<SafeDocumentResult> {
  const { status, headers } = response;
  if (status === 304) {
    response.discard();
    return { ok: true, url: url.href, status, headers, body: null };
  }
  if (status < 200 || status >= 300) {
    response.discard();
    return { ...refuse("http_status", `the server answered ${status}`, url.href), status };
  }
  // Raw file hosts serve JSON as text/plain; the reader's own validation decides what it is.
  const contentType = String(headers["content-type"] ?? "");
  if (!/^\s*(application\/([\w.-]+\+)?json|text\/json|text\/plain)\s*(;|$)/i.test(contentType)) {
    response.discard();
    return refuse(
      "not_json",
      `${contentType.slice(0, 60) || "no content type"} is not a JSON document`,
      url.href,
    );
  }
  try {
    const body = await response.read(settings.maxBytes);
    if (body === "too_large")
      return refuse(
        "too_large",
        `the document is larger than ${settings.maxBytes} bytes`,
        url.href,
      );
    return { ok: true, url: url.href, status, headers, body };
  } catch (error) {
    return failure(error, url, settings);
  }
}

function failure(error: unknown, url: URL, settings: Settings): FetchRefused {
  if (settings.signal.aborted) return refuse("timeout", "the deadline passed", url.href);
  const message = error instanceof Error ? error.message : String(error);
  return refuse(
    error instanceof RefusedAddressError ? "blocked_address" : "network_error",
    message.slice(0, 200),
    url.href,
  );
}

function parseUrl(text: string, base?: URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

const refuse = (reason: FetchRefusal, detail: string, url: string): FetchRefused => ({
  ok: false,
  reason,
  detail,
  url,
});
