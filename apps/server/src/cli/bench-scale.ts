import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { freePort, jsonHeaders, subscriber } from "./bench-accounts";
import { formatCount } from "@faircarat/contracts/figures";

/**
 * npm run bench:scale -- --feed=/tmp/feed-10x [--runs=3 --analyses=300 --baseline=<other main.js>
 * --template=<database> --node-args="--heap-prof"]
 *
 * The built server on a fresh PostgreSQL database (created here, dropped after) with the given feed
 * folder as MARKET_FEEDS (make one with `npm run market:scale`): how long it takes to import, fit
 * and be ready, then a subscriber's analyses, and the process's peak resident memory (VmHWM, what
 * `/usr/bin/time -f %M` reports, read from /proc before it stops) with the phase it was reached in.
 * Several runs, then medians and the largest peak: the peak must hold in every run, not a lucky
 * one. `--baseline=` names another build's main.js (e.g. main's, built in a copy), run before this
 * one in each run, so both are measured under the same load. `--template=` starts each database as
 * a copy of one the feed was imported into (`npm run market:import` with that DATABASE_URL): the
 * server then fits without importing, which measures the fit and serving alone in minutes.
 */

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split(/=(.*)/s, 2) as [string, string]),
);
if (!args.feed) {
  console.error("usage: npm run bench:scale -- --feed=<folder> [--runs=3] [--analyses=300]");
  process.exit(2);
}
const feed = path.resolve(args.feed);
const runs = Number(args.runs ?? 3);
const analyses = Number(args.analyses ?? 300);
const template = args.template;
const extraNodeArgs = args["node-args"]?.split(" ").filter(Boolean) ?? [];
// eslint-disable-next-line no-restricted-properties -- a benchmark, like the tests, finds PostgreSQL here
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const builtServer = path.join(repoRoot, "apps/server/dist/main.js");
const servers = [
  ...(args.baseline ? [{ name: "baseline", main: path.resolve(args.baseline) }] : []),
  { name: "this build", main: builtServer },
];
const indexes = path.resolve(repoRoot, "../shared/data/market-index");

interface RunFigures {
  readyS: number;
  importS: number;
  fitS: number;
  loadS: number;
  listings: number;
  analysesPerSecond: number;
  peakMb: number;
  peakPhase: string;
  phasePeaks: Record<string, number>;
}

const kb = (status: string, field: string) =>
  Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);

/** Samples the child's resident memory every 100 ms, remembering the highest reading per phase. */
function sampleMemory(pid: number, phase: () => string) {
  const phasePeaks: Record<string, number> = {};
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const rss = kb(status, "VmRSS");
      const name = phase();
      phasePeaks[name] = Math.max(phasePeaks[name] ?? 0, rss);
      return status;
    } catch {
      return "";
    }
  };
  const timer = setInterval(read, 100);
  return {
    phasePeaks,
    stop: () => {
      clearInterval(timer);
      return kb(read(), "VmHWM");
    },
  };
}

async function waitForReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server not ready within 15 minutes");
}

async function oneRun(server: string): Promise<RunFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "faircarat-scale-"));
  const databaseName = `faircarat_scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}${template ? ` template ${template}` : ""}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const email = `scale-${Date.now()}@example.com`;
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", ...extraNodeArgs, server], {
    cwd: path.resolve(path.dirname(server), "../../.."),
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      // eslint-disable-next-line no-restricted-properties -- the server under test reads its configuration from this environment
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      MARKET_FEEDS: feed,
      MARKET_INDEXES: indexes,
      MARKET_REFRESH_MINUTES: "0",
      ANALYSIS_RATE_LIMIT_PER_MINUTE: "100000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
  let phase = "start";
  const timings = { importS: 0, fitS: 0, loadS: 0, listings: 0 };
  createInterface({ input: child.stdout }).on("line", (line) => {
    let entry: {
      level?: number;
      msg?: string;
      seconds?: number;
      fitMs?: number;
      ms?: number;
      listings?: number;
      err?: { message?: string };
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if ((entry.level ?? 0) >= 50)
      console.error(
        `  server error: ${entry.msg ?? ""} ${entry.err?.message?.slice(0, 200) ?? ""}`,
      );
    if (entry.msg === "database ready") phase = template ? "fit" : "import";
    else if (entry.msg === "market feed imported") {
      timings.importS = entry.seconds ?? 0;
      phase = "fit";
    } else if (entry.msg === "pricing model fitted") {
      timings.fitS = (entry.fitMs ?? 0) / 1000;
      timings.listings = entry.listings ?? 0;
      phase = "load";
    } else if (entry.msg === "pricing model loaded") timings.loadS = (entry.ms ?? 0) / 1000;
  });
  const memory = sampleMemory(child.pid!, () => phase);
  try {
    await waitForReady(base, child);
    const readyS = (performance.now() - started) / 1000;
    phase = "serve";
    const cookie = await subscriber(base, dataDir, email);
    const body = JSON.stringify({
      carat: 1.2,
      cut: "excellent",
      color: "g",
      clarity: "vs1",
      listedPrice: 4200,
    });
    const servedFrom = performance.now();
    for (let i = 0; i < analyses; i++) {
      const response = await fetch(`${base}/api/analyses`, {
        method: "POST",
        headers: jsonHeaders(base, cookie),
        body,
      });
      if (response.status !== 201)
        throw new Error(`analysis answered ${response.status}: ${await response.text()}`);
    }
    const analysesPerSecond = analyses / ((performance.now() - servedFrom) / 1000);
    const peakKb = memory.stop();
    const phasePeaks = Object.fromEntries(
      Object.entries(memory.phasePeaks).map(([name, value]) => [name, Math.round(value / 1024)]),
    );
    const peakPhase = Object.entries(phasePeaks).sort((a, b) => b[1] - a[1])[0]?.[0] ?? "?";
    return {
      readyS,
      ...timings,
      analysesPerSecond,
      peakMb: Math.round(peakKb / 1024),
      peakPhase,
      phasePeaks,
    };
  } finally {
    memory.stop();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

console.log(`bench:scale: ${feed}, ${runs} run(s), ${analyses} analyses each, PostgreSQL`);
const all = new Map<string, RunFigures[]>(servers.map((server) => [server.name, []]));
for (let run = 1; run <= runs; run++) {
  for (const server of servers) {
    const f = await oneRun(server.main);
    all.get(server.name)!.push(f);
    const phases = Object.entries(f.phasePeaks)
      .map(([name, mb]) => `${name} ${mb}`)
      .join(", ");
    console.log(
      `run ${run} ${server.name}: ${formatCount(f.listings)} listings fitted; ready in ${f.readyS.toFixed(1)} s (import ${f.importS.toFixed(1)} s, fit ${f.fitS.toFixed(1)} s, load ${f.loadS.toFixed(1)} s); ${f.analysesPerSecond.toFixed(0)} analyses/s one at a time; peak ${f.peakMb} MB (VmHWM; RSS by phase MB: ${phases})`,
    );
  }
}
for (const [name, figures] of all) {
  const of = (pick: (f: RunFigures) => number) => median(figures.map(pick));
  console.log(
    `${name}, median of ${runs}: ready ${of((f) => f.readyS).toFixed(1)} s, import ${of((f) => f.importS).toFixed(1)} s, fit ${of((f) => f.fitS).toFixed(1)} s, load ${of((f) => f.loadS).toFixed(1)} s, ${of((f) => f.analysesPerSecond).toFixed(0)} analyses/s, peak ${of((f) => f.peakMb)} MB; largest peak ${Math.max(...figures.map((f) => f.peakMb))} MB`,
  );
}
