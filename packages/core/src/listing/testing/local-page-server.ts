import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import type { AddressPolicy } from "../address-policy";
import type { Transport } from "../pinned-transport";
import { pinnedTransport } from "../pinned-transport";

const html = (
  res: ServerResponse,
  body: string | Buffer,
  headers: http.OutgoingHttpHeaders = {},
) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(body);
};
const redirect = (
  res: ServerResponse,
  location: string,
  headers: http.OutgoingHttpHeaders = {},
) => {
  res.writeHead(302, { location, ...headers });
  res.end();
};
const MB = 1024 * 1024;

/**
 * A fetch guard for a test server on 127.0.0.1: a policy allowing exactly its address and port, and
 * the real transport refusing outright to connect anywhere but loopback (a second net under the
 * guard).
 */
export function loopbackOnly(port: number): { policy: AddressPolicy; transport: Transport } {
  return {
    policy: {
      allowsAddress: (address) => address === "127.0.0.1",
      allowsPort: (p) => p === port,
    },
    transport: (request) => {
      if (request.address !== "127.0.0.1")
        throw new Error(`test tried to connect to ${request.address}`);
      return pinnedTransport(request);
    },
  };
}

/** A retailer stand-in on 127.0.0.1 with the misbehaviours the fetch guard must survive. */
export async function startLocalPageServer() {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push({ path, headers: req.headers });
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops)
      return Number(hops[1]) > 0
        ? redirect(res, `/hops/${Number(hops[1]) - 1}`)
        : html(res, "<title>end of the chain</title>");
    switch (path) {
      case "/page":
        return html(
          res,
          `<html><head><title>1.01 Carat G VS1 Round Lab Grown Diamond</title></head><body><p>Price: $1,234</p></body></html>`,
        );
      case "/latin1":
        return html(res, Buffer.from("<p>Caf\u00e9</p>", "latin1"), {
          "content-type": "text/html; charset=iso-8859-1",
        });
      case "/gzip":
        return html(res, zlib.gzipSync("<title>compressed</title>"), {
          "content-encoding": "gzip",
        });
      case "/set-cookie":
        return redirect(res, "/page", { "set-cookie": "session=secret; Path=/" });
      case "/to-private":
        return redirect(res, "http://10.0.0.1/");
      case "/to-metadata":
        return redirect(res, "http://169.254.169.254/latest/meta-data/");
      case "/to-localhost":
        return redirect(res, `http://localhost:${(server.address() as AddressInfo).port}/page`);
      case "/to-file":
        return redirect(res, "file:///etc/passwd");
      case "/huge": {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const more = () => {
          while (sent < 3 * MB && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", more);
          }
          res.end();
        };
        return more();
      }
      case "/huge-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": String(3 * MB) });
        return void res.write("<p>");
      case "/bomb":
        return html(res, zlib.gzipSync(Buffer.alloc(3 * MB, " ")), { "content-encoding": "gzip" });
      case "/slow-body":
        res.writeHead(200, { "content-type": "text/html" });
        return void res.write("<p>still coming");
      case "/slow-headers":
        return;
      case "/json":
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end('{"carat": 1}');
      case "/image":
        res.writeHead(200, { "content-type": "image/png" });
        return void res.end(Buffer.alloc(10));
      case "/no-type":
        res.writeHead(200);
        return void res.end("<p>untyped</p>");
      default:
        res.writeHead(404, { "content-type": "text/html" });
        return void res.end("<h1>Not found</h1>");
    }
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const { policy, transport } = loopbackOnly(port);

  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    policy,
    transport,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LocalPageServer = Awaited<ReturnType<typeof startLocalPageServer>>;
