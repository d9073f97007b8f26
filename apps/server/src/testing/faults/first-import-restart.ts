import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  adminQuery,
  grantSubscription,
  marketSubset,
  postgresAnswers,
  restartPostgres,
  signUp,
  sleep,
  withClient,
  withDatabase,
} from "./faults-support";
import { startServer, type ServerProcess } from "./server-process";
import { formatCount } from "@faircarat/contracts/figures";

/** Enough rows that the import is still running when it is caught (about 20 batches). */
const MARKET_ROWS = 20_000;
/**
 * Restart once this many rows are in: the import is well under way, and the database holds part of
 * the feed.
 */
const RESTART_AFTER_ROWS = 2_000;
const RECOVERY_TARGET_S = 60;
const GIVE_UP_S = 240;
const UNLIMITED_PRODUCT_ID = "prod_faults_first_import";
const analysis = JSON.stringify({
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  listedPrice: 4200,
});

/**
 * A fresh database, a server with MARKET_REFRESH_MINUTES=0, and PostgreSQL restarted while the
 * first market import runs: how long after PostgreSQL accepts connections again an analysis is
 * priced (issue 27, item 6, and issue 37: within 60 s). Before the import's retries, such a server
 * stayed without a model until the next refresh, and for ever with 0; before the retry followed the
 * database's return, a loaded machine took 65.5 s. Returns what failed.
 */
export async function firstImportRestart(adminUrl: URL, cluster: string): Promise<string[]> {
  const name = `faircarat_faults_${randomBytes(5).toString("hex")}`;
  const databaseUrl = withDatabase(adminUrl, name);
  const workDir = await mkdtemp(path.join(tmpdir(), "faircarat-faults-first-import-"));
  await adminQuery(adminUrl.toString(), `create database ${name}`);
  let server: ServerProcess | undefined;
  try {
    const feeds = await marketSubset(workDir, MARKET_ROWS);
    server = await startServer(
      {
        DATABASE_URL: databaseUrl,
        MARKET_FEEDS: feeds,
        MARKET_REFRESH_MINUTES: "0",
        ANALYSIS_RATE_LIMIT_PER_MINUTE: "1000000",
        UNLIMITED_PRODUCT_ID,
        LOG_LEVEL: "info",
      },
      workDir,
    );
    const caught = await firstImportUnderWay(databaseUrl, server);
    const restartAt = Date.now();
    await restartPostgres(cluster);
    let backAt = Date.now();
    while (!(await postgresAnswers(adminUrl.toString()))) backAt = Date.now();
    const subscriber = await signUp(server.origin, "first-import");
    await grantSubscription(databaseUrl, subscriber.userId, UNLIMITED_PRODUCT_ID);
    const { okAt, answers } = await firstAnalysis(server.origin, subscriber.cookie, backAt);
    const runs = await withClient(databaseUrl, (client) =>
      client.query<{ status: string; error: string | null }>(
        "select status, error from market_imports order by id",
      ),
    );
    const log = await server.log();
    const retried = log.split("\n").filter((line) => line.includes("retrying in")).length;
    const recoverS = okAt === null ? null : (okAt - backAt) / 1000;

    console.log(
      `\nPostgreSQL restart during the first market import of a fresh database (MARKET_REFRESH_MINUTES=0, ${formatCount(MARKET_ROWS)} rows)`,
    );
    console.log(
      `  restarted with ${formatCount(caught)} rows imported; PostgreSQL accepted connections again ${((backAt - restartAt) / 1000).toFixed(2)} s after the restart began`,
    );
    console.log(`  analyses until one was priced: ${JSON.stringify(answers)}`);
    console.log(
      `  seconds from PostgreSQL back to the first priced analysis: ${recoverS === null ? "none" : recoverS.toFixed(1)} (bound <= ${RECOVERY_TARGET_S})`,
    );
    console.log(
      `  import runs: ${runs.rows.map((run) => run.status).join(", ")}; retries logged: ${retried}`,
    );
    console.log(`  after PostgreSQL was back: ${milestones(log, backAt)}`);
    const failures = [
      !server.alive() && "the server died after the restart",
      /Unhandled|uncaught/i.test(log) && "unhandled errors in the server log",
      !(recoverS !== null && recoverS <= RECOVERY_TARGET_S) &&
        `the first priced analysis came ${recoverS === null ? `never (gave up after ${GIVE_UP_S} s)` : `${recoverS.toFixed(1)} s`} after PostgreSQL was back from a restart during the first import, over the ${RECOVERY_TARGET_S} s bound (answers until then: ${JSON.stringify(answers)}; ${milestones(log, backAt) || "no recovery step logged"})`,
      runs.rows.at(-1)?.status !== "succeeded" && "the first import never completed",
    ].filter((failure): failure is string => typeof failure === "string");
    console.log(
      failures.length === 0
        ? "  first import: pass"
        : `  first import: FAIL: ${failures.join("; ")}`,
    );
    return failures;
  } finally {
    await server?.stop();
    await adminQuery(adminUrl.toString(), `drop database if exists ${name} with (force)`).catch(
      (err: unknown) => console.error("could not drop", name, err),
    );
    await rm(workDir, { recursive: true, force: true });
  }
}

/** When the server logged the steps of its recovery, in seconds after `since`. */
function milestones(log: string, since: number): string {
  const steps = [
    "market refresh failed",
    "the database answers again",
    "market feed imported",
    "pricing model fitted",
    "pricing model loaded",
  ];
  const seen: string[] = [];
  for (const line of log.split("\n")) {
    const entry = (() => {
      try {
        return JSON.parse(line) as {
          time?: number;
          msg?: string;
          fitMs?: number;
          seconds?: number;
        };
      } catch {
        return null;
      }
    })();
    const step = entry?.msg && steps.find((name) => entry.msg!.startsWith(name));
    if (!entry?.time || !step || entry.time < since - 60_000) continue;
    const detail = entry.fitMs
      ? ` (fit ${(entry.fitMs / 1000).toFixed(1)} s)`
      : entry.seconds
        ? ` (import ${entry.seconds.toFixed(1)} s)`
        : "";
    seen.push(`${step}${detail} at ${((entry.time - since) / 1000).toFixed(1)} s`);
  }
  return seen.join("; ");
}

/**
 * Waits until the server's first import has written RESTART_AFTER_ROWS rows and is still running;
 * returns how many.
 */
async function firstImportUnderWay(databaseUrl: string, server: ServerProcess): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (!server.alive())
      throw new Error(`the server exited while starting:\n${await server.log()}`);
    const newest = await withClient(databaseUrl, (client) =>
      client.query<{ status: string; rows: number }>(
        "select status, imported + updated + unchanged as rows from market_imports order by id desc limit 1",
      ),
    ).catch(() => null);
    const run = newest?.rows[0];
    if (run && run.status !== "running")
      throw new Error(
        `the first import ended (${run.status}) before it could be interrupted: raise MARKET_ROWS`,
      );
    if (run && run.rows >= RESTART_AFTER_ROWS) return run.rows;
    await sleep(25);
  }
  throw new Error("the first import did not start within 120 s");
}

/**
 * Clicks Analyze every half second until one is priced (or GIVE_UP_S pass); counts the answers by
 * status.
 */
async function firstAnalysis(origin: string, cookie: string, since: number) {
  const answers: Record<string, number> = {};
  while (Date.now() - since < GIVE_UP_S * 1000) {
    const response = await fetch(`${origin}/api/analyses`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        cookie,
        "idempotency-key": randomBytes(16).toString("base64url"),
      },
      body: analysis,
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    const answeredAt = Date.now();
    const body = response
      ? ((await response.json().catch(() => null)) as {
          error?: { code?: string };
          analysis?: { fairMarketValue?: number };
        } | null)
      : null;
    const code = body?.error?.code;
    const priced = response?.ok === true && (body?.analysis?.fairMarketValue ?? 0) > 0;
    const outcome = response
      ? `${response.status}${code ? ` ${code}` : response.ok && !priced ? " unpriced" : ""}`
      : "no answer";
    answers[outcome] = (answers[outcome] ?? 0) + 1;
    if (priced) return { okAt: answeredAt, answers };
    await sleep(500);
  }
  return { okAt: null, answers };
}
