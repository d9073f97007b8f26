import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** The floor for bench:load: the same HTTP stack answering a fixed JSON body, nothing else. */
const app = new Hono().get("/", (c) => c.json({ hello: "world" }));
const server = serve({
  fetch: app.fetch,
  port: Number(process.argv[2] ?? 0),
  hostname: "127.0.0.1",
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
