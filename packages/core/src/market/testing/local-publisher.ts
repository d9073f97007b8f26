import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { loopbackOnly } from "../../listing/testing/local-page-server";

/**
 * The index publisher on 127.0.0.1: serves its JSON document at `/index-data.json` with an ETag and
 * a Last-Modified, answering 304 to a request that names them; `/moved` redirects to a private
 * address, `/huge` sends a document past the size cap, `/failing` answers 500.
 */
export async function startLocalPublisher(document: string | Buffer) {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const state = { body: Buffer.from(document), version: 1, failing: false };
  const etag = () => `"edition-${state.version}"`;
  const lastModified = () => new Date(Date.UTC(2026, 8, state.version)).toUTCString();
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? "/", headers: req.headers });
    if (req.url === "/moved") {
      res.writeHead(302, { location: "http://10.0.0.1/index-data.json" });
      return void res.end();
    }
    if (req.url === "/huge") {
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(`{"padding": "${"x".repeat(3 * 1024 * 1024)}"}`);
    }
    if (req.url !== "/index-data.json") {
      res.writeHead(404);
      return void res.end();
    }
    if (state.failing) {
      res.writeHead(500, { "content-type": "text/plain" });
      return void res.end("upstream error");
    }
    const asked = req.headers["if-none-match"];
    const unchanged =
      asked !== undefined ? asked === etag() : req.headers["if-modified-since"] === lastModified();
    if (unchanged) {
      res.writeHead(304, { etag: etag(), "last-modified": lastModified() });
      return void res.end();
    }
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      etag: etag(),
      "last-modified": lastModified(),
    });
    res.end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const { policy, transport } = loopbackOnly(port);
  return {
    url: (path = "/index-data.json") => `http://127.0.0.1:${port}${path}`,
    /** What the fetch needs to reach this server: loopback and plain http, for tests only. */
    fetchOptions: { policy, transport, allowPlainHttpForTests: true },
    requests,
    etag,
    lastModified,
    /** The publisher replaces its document: a new ETag and Last-Modified. */
    publish(next: string | Buffer) {
      state.body = Buffer.from(next);
      state.version += 1;
    },
    fail(failing: boolean) {
      state.failing = failing;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LocalPublisher = Awaited<ReturnType<typeof startLocalPublisher>>;
