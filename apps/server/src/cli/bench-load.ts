import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { apiKey, freePort, subscriber } from "./bench-accounts";

/**
 * npm run bench:load [-- --runs=3 --seconds=8 --connections=10 --only=postgres --cases=analyses
 * --profile=DIR --baseline=<main.js>]
 *
 * Loopback only, bounded: each case runs `seconds`. Per run: a hello-world Hono server (the floor
 * on this machine, measured in the same run), then the built server (`npm start`'s JavaScript) on
 * PGlite and on a fresh PostgreSQL database (created here and dropped after; admin URL from
 * TEST_DATABASE_URL, default local `test`): the home page, the readiness probe, a subscriber's
 * analysis and the same analysis through the public API with an enterprise key. Prints req/s, p50
 * and p99 per case and run, then medians and the ratio to hello-world. `--cases=` keeps the cases
 * whose name contains one of its comma-separated words (`analyses`, `ready`, ...); `--profile=DIR`
 * has each server write a V8 CPU profile there when it stops (open it in Chrome's DevTools).
 * `--baseline=` names another build's main.js (e.g. main's, built in a copy): its cases run too in
 * every run, named `baseline ...`.
 */

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]),
);
const runs = Number(args.runs ?? 3);
const seconds = Number(args.seconds ?? 8);
const connections = Number(args.connections ?? 10);
const kinds = (args.only ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
const caseWords = args.cases?.split(",");
const profileDir = args.profile ? path.resolve(args.profile) : null;
// eslint-disable-next-line no-restricted-properties -- a benchmark, like the tests, finds PostgreSQL here
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const builtServer = path.join(repoRoot, "apps/server/dist/main.js");
const baseline = args.baseline ? path.resolve(args.baseline) : null;
const helloScript = path.join(import.meta.dirname, "bench-hello.ts");

interface Figures {
  case: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const oneCarat = JSON.stringify({
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  listedPrice: 4200,
  formData: { carat: "1.2", listedPrice: "$4,200" },
});
const oneCaratQuery = "carat=1.2&cut=excellent&color=g&clarity=vs1&listedPrice=4200";

const wanted = (name: string) => !caseWords || caseWords.some((word) => name.includes(word));

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    case: name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function start(nodeArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("error", (error) => console.error(error));
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s`);
}

async function helloWorld(): Promise<Figures> {
  const port = await freePort();
  const child = start(["--import", "tsx", helloScript, String(port)], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child, 30_000);
    return await measure("hello-world GET /", { url: `http://127.0.0.1:${port}/` });
  } finally {
    await stop(child);
  }
}

async function realServer(
  kind: "pglite" | "postgres",
  server = builtServer,
  label: string = kind,
): Promise<Figures[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "faircarat-bench-"));
  const databaseName = `faircarat_bench_${process.pid}_${Date.now()}`;
  let databaseUrl = path.join(dataDir, "db");
  const admin = kind === "postgres" ? new pg.Client({ connectionString: adminUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const email = `load-${Date.now()}@example.com`;
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = start(["--enable-source-maps", ...profiling, server], {
    // The server under test reads its configuration from this environment, like in production.
    // eslint-disable-next-line no-restricted-properties
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    MARKET_REFRESH_MINUTES: "0",
    // The per-user limit (20 a minute by default) would answer 429s; raised, not switched off.
    ANALYSIS_RATE_LIMIT_PER_MINUTE: "100000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    // The bench account is an enterprise API customer whose contract allows this rate.
    API_ENTERPRISE_ACCOUNTS: email,
    API_ENTERPRISE_RATE_LIMIT_PER_MINUTE: "100000000",
  });
  try {
    await waitFor(`${base}/api/health/ready`, child, 10 * 60_000);
    const cookie = await subscriber(base, dataDir, email);
    const key = await apiKey(base, cookie);
    const cases: [string, autocannon.Options][] = [
      [`${label} GET /`, { url: `${base}/` }],
      [`${label} GET /api/health/ready`, { url: `${base}/api/health/ready` }],
      [
        `${label} POST /api/analyses`,
        {
          url: `${base}/api/analyses`,
          method: "POST",
          headers: { "content-type": "application/json", origin: base, cookie },
          body: oneCarat,
        },
      ],
      [
        `${label} GET /api/v1/diamonds/analyze`,
        {
          url: `${base}/api/v1/diamonds/analyze?${oneCaratQuery}`,
          headers: { authorization: `Bearer ${key}` },
        },
      ],
    ];
    const figures: Figures[] = [];
    for (const [name, options] of cases)
      if (wanted(name)) figures.push(await measure(name, options));
    return figures;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const format = (f: Figures, hello: number) =>
  `${f.case.padEnd(48)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  ${((f.requestsPerSecond / hello) * 100).toFixed(0).padStart(3)}% of hello-world${f.non2xx || f.errors ? `  (non-2xx ${f.non2xx}, errors ${f.errors})` : ""}`;

async function main() {
  console.log(
    `bench:load: ${runs} run(s), ${seconds} s per case, ${connections} connections, loopback only`,
  );
  const all: Figures[][] = [];
  for (let run = 1; run <= runs; run++) {
    const figures = [await helloWorld()];
    for (const kind of kinds) {
      if (baseline) figures.push(...(await realServer(kind, baseline, `baseline ${kind}`)));
      figures.push(...(await realServer(kind)));
    }
    all.push(figures);
    const hello = figures[0]?.requestsPerSecond ?? 1;
    console.log(`\nrun ${run}`);
    for (const f of figures) console.log(format(f, hello));
  }
  const cases = all[0]?.map((f) => f.case) ?? [];
  const medians = cases.map((name) => {
    const of = all
      .map((figures) => figures.find((f) => f.case === name))
      .filter((f): f is Figures => Boolean(f));
    const ratios = all.map(
      (figures) =>
        (of.find((f) => figures.includes(f))?.requestsPerSecond ?? 0) /
        (figures[0]?.requestsPerSecond ?? 1),
    );
    return {
      figures: {
        case: name,
        requestsPerSecond: median(of.map((f) => f.requestsPerSecond)),
        p50: median(of.map((f) => f.p50)),
        p99: median(of.map((f) => f.p99)),
        non2xx: of.reduce((sum, f) => sum + f.non2xx, 0),
        errors: of.reduce((sum, f) => sum + f.errors, 0),
      },
      ratio: median(ratios),
    };
  });
  console.log(
    `\nmedians of ${runs} run(s) (ratio: median of each run's ratio to its own hello-world)`,
  );
  for (const { figures, ratio } of medians)
    console.log(format(figures, figures.requestsPerSecond / ratio));
  const failed = medians.some(({ figures }) => figures.non2xx > 0 || figures.errors > 0);
  if (failed) {
    console.error("\nsome requests failed: the figures above are not valid");
    process.exitCode = 1;
  }
}

await main();
