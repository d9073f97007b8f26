// `npm run api:examples`: the built server as `npm start` runs it, on the market data beside the
// checkout (MARKET_FEEDS, MARKET_INDEXES), answers each documented example request of the public
// API (contracts' apiExampleRequests) for a fresh Unlimited Access key; the answers are written to
// the file the server puts into /api/v1/openapi.json as each endpoint's example (decision 045).
import { writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";
import { fileURLToPath } from "node:url";
import { apiExampleRequests } from "@faircarat/contracts/api-v1-docs";
import { startServer, type RunningServer } from "./support/server";

const outputFile = fileURLToPath(
  new URL("../apps/server/src/routes/api-v1/api-v1-examples.json", import.meta.url),
);

async function call(
  server: RunningServer,
  path: string,
  init: RequestInit & { cookie?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("origin", server.url);
  if (init.cookie) headers.set("cookie", init.cookie);
  const response = await fetch(`${server.url}${path}`, { ...init, headers, redirect: "manual" });
  if (response.status >= 400)
    throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new account on Unlimited Access (the built-in test checkout) and one API key of it. */
async function apiKey(server: RunningServer): Promise<string> {
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const email = `api-examples-${Date.now()}@example.com`;
  await call(
    server,
    "/api/auth/sign-up",
    json({ email, password: "diamond-pw", fullName: "API Examples" }),
  );
  const signIn = await call(server, "/api/auth/sign-in", json({ email, password: "diamond-pw" }));
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { url } = (await (
    await call(server, "/api/billing/create-checkout", { method: "POST", cookie })
  ).json()) as { url: string };
  await call(server, `${new URL(url).pathname}/pay`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const created = (await (
    await call(server, "/api/api-keys", { ...json({ name: "Documentation examples" }), cookie })
  ).json()) as { secret: string };
  return created.secret;
}

/**
 * Until the server prices with a model fitted on the market data (support/market.ts imports vitest,
 * so not that one).
 */
async function marketReady(server: RunningServer) {
  const deadline = Date.now() + 300_000;
  while (!(
    server.logs().includes("market feed imported") && server.logs().includes("pricing model fitted")
  )) {
    if (Date.now() > deadline) throw new Error(`market not ready:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const server = await startServer({
  AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  MARKET_REFRESH_MINUTES: "0",
});
try {
  await marketReady(server);
  const secret = await apiKey(server);
  const answers: Record<string, unknown> = {};
  for (const [operation, example] of Object.entries(apiExampleRequests)) {
    const [method = "GET", path = ""] = operation.split(" ");
    const url = `/api/v1${path}${example.query ? `?${example.query}` : ""}`;
    const init: RequestInit = example.csv
      ? {
          method,
          headers: { authorization: `Bearer ${secret}`, "content-type": "text/csv" },
          body: example.csv,
        }
      : { method, headers: { authorization: `Bearer ${secret}` } };
    answers[operation] = await (await call(server, url, init)).json();
    console.log(`${operation}: recorded`);
  }
  // Written as the format check wants it, so a fresh recording passes `npm run format:check`.
  const options = { ...(await resolveConfig(outputFile)), filepath: outputFile };
  await writeFile(outputFile, await format(JSON.stringify(answers), options));
  console.log(`wrote ${outputFile}`);
} finally {
  await server.stop();
}
