import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { defaultDbTimeouts } from "@faircarat/db";
import { type Attempt, type LoadOptions, runAnalysisLoad, summarise } from "./analysis-load";
import {
  adminQuery,
  ensurePostgresRunning,
  grantSubscription,
  marketSubset,
  restartPostgres,
  signUp,
  sleep,
  withClient,
  withDatabase,
} from "./faults-support";
import { firstImportRestart } from "./first-import-restart";
import { hostileFeed } from "./hostile-feed";
import { startServer, waitUntilReady, type ServerProcess } from "./server-process";

/**
 * `npm run test:faults [-- --only=first-import|hostile-feed|load]`: the real server process on
 * fresh PostgreSQL databases. First, PostgreSQL restarts during the first market import of a fresh
 * database, and the time until an analysis succeeds again is measured. Then hostile files are
 * dropped into a running server's feed folder (a 2 GB line, junk rows, files of other kinds). Then,
 * under a bounded analysis load (a user paying with report credits and a subscriber), PostgreSQL
 * restarts and a table stays locked (a stalled database). Prints what a client saw and what was
 * stored and charged; exits 1 when an invariant fails. Restarts the local PostgreSQL cluster (and
 * leaves it running), so it is not part of `npm test` (docs/decisions/019-database-faults.md).
 */
const CONNECTIONS = 4;
/** A subscriber clicks too, from fewer connections: its analyses take the one-statement path. */
const SUBSCRIBER_CONNECTIONS = 2;
const UNLIMITED_PRODUCT_ID = "prod_faults_unlimited";
const RESTART_PHASE_MS = 20_000;
const RESTART_AT_MS = 6_000;
const STALL_PHASE_MS = 14_000;
const STALL_FROM_MS = 2_000;
const STALL_FOR_MS = 8_000;
const CLIENT_TIMEOUT_MS = 30_000;
const CREDITS = 20_000;
const RECOVERY_TARGET_S = 5;
/** Enough of the shared feed for a fitted model, small enough to import in seconds. */
const MARKET_ROWS = 12_000;

async function main() {
  const adminUrl = new URL(
    process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  );
  if (!["127.0.0.1", "localhost", "[::1]"].includes(adminUrl.hostname))
    throw new Error(
      `refusing to restart a PostgreSQL that is not on this machine: ${adminUrl.hostname}`,
    );
  const cluster = readdirSync("/etc/postgresql")[0];
  if (!cluster) throw new Error("no local PostgreSQL cluster in /etc/postgresql to restart");
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  const failures: string[] = [];
  try {
    if (only === undefined || only === "first-import")
      failures.push(...(await firstImportRestart(adminUrl, cluster)));
    if (only === undefined || only === "hostile-feed")
      failures.push(...(await hostileFeed(adminUrl)));
    if (only === undefined || only === "load")
      failures.push(...(await underLoad(adminUrl, cluster)));
  } finally {
    await ensurePostgresRunning(adminUrl.toString(), cluster);
  }
  console.log(failures.length === 0 ? "\nPASS" : `\nFAIL: ${failures.join("; ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

/**
 * The server under analysis load while PostgreSQL restarts, then while a table stays locked: what
 * failed.
 */
async function underLoad(adminUrl: URL, cluster: string): Promise<string[]> {
  const name = `faircarat_faults_${randomBytes(5).toString("hex")}`;
  const databaseUrl = withDatabase(adminUrl, name);
  const workDir = await mkdtemp(path.join(tmpdir(), "faircarat-faults-"));
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
        LOG_LEVEL: "warn",
      },
      workDir,
    );
    const readyIn = await waitUntilReady(server, 180_000);
    console.log(
      `server pid ${server.child.pid} ready in ${readyIn.toFixed(1)} s on ${server.origin}, database ${name}`,
    );
    const payer = await signUp(server.origin, "credits");
    await grantCredits(databaseUrl, payer.userId, CREDITS);
    const subscriber = await signUp(server.origin, "subscriber");
    await grantSubscription(databaseUrl, subscriber.userId, UNLIMITED_PRODUCT_ID);

    const loads = [
      {
        origin: server.origin,
        cookie: payer.cookie,
        connections: CONNECTIONS,
        clientTimeoutMs: CLIENT_TIMEOUT_MS,
      },
      {
        origin: server.origin,
        cookie: subscriber.cookie,
        connections: SUBSCRIBER_CONNECTIONS,
        clientTimeoutMs: CLIENT_TIMEOUT_MS,
      },
    ];
    const restart = await restartPhase(loads, cluster, adminUrl.toString());
    const stall = await stallPhase(loads, databaseUrl);
    const alive = server.alive();
    const crashes = (await server.log()).match(/Unhandled|uncaught/gi)?.length ?? 0;

    const attempts = [...restart.attempts, ...stall.attempts];
    const all = summarise(attempts);
    const [payerAttempts, subscriberAttempts] = [0, 1].map((i) => [
      ...restart.byLoad[i]!,
      ...stall.byLoad[i]!,
    ]);
    const paid = await answeredAndStored(databaseUrl, payer.userId, payerAttempts!);
    const subscribed = await answeredAndStored(databaseUrl, subscriber.userId, subscriberAttempts!);

    console.log(
      `\nPostgreSQL restart during ${RESTART_PHASE_MS / 1000} s of load (${CONNECTIONS} connections with credits, ${SUBSCRIBER_CONNECTIONS} as a subscriber)`,
    );
    printPhase(restart.summary);
    console.log(
      `  pg_ctlcluster restart took ${restart.commandSeconds.toFixed(2)} s; PostgreSQL refused connections for ${fmt(restart.postgresDownS)} s`,
    );
    console.log(
      `  first failed answer ${fmt(restart.firstFailureS)} s after the restart began; slowest failed answer ${restart.summary.slowestFailureMs} ms`,
    );
    console.log(
      `  seconds to recover: ${fmt(restart.recoverS)} (first 2xx after PostgreSQL accepted connections again; target <= ${RECOVERY_TARGET_S})`,
    );
    console.log(
      `  last failed answer ${fmt(restart.lastFailureAfterBackS)} s after PostgreSQL was back; failures after the first recovered 2xx: ${restart.failuresAfterRecovery ?? "n/a"}`,
    );
    console.log(
      `\nStalled database: diamond_analyses locked for ${STALL_FOR_MS / 1000} s (statement timeout ${defaultDbTimeouts.statementMs} ms)`,
    );
    printPhase(stall.summary);
    console.log(
      `  requests in flight during the stall: ${stall.during.requests}, answered ${stall.during.answered}, slowest ${stall.during.slowestMs} ms, ${JSON.stringify(stall.during.byOutcome)}`,
    );
    console.log(`\nOverall`);
    console.log(
      `  process alive: ${alive ? "yes" : "NO"} (unhandled errors in its log: ${crashes})`,
    );
    console.log(`  requests answered: ${all.answered} of ${all.requests}`);
    console.log(
      `  with credits: 2xx clicks = stored analysis rows = credits spent: ${paid.okClicks} = ${paid.rows} = ${paid.creditsSpent}`,
    );
    console.log(
      `  as a subscriber: 2xx clicks = stored analysis rows: ${subscribed.okClicks} = ${subscribed.rows} (credits spent: ${subscribed.creditsSpent})`,
    );
    const unmatched = [paid, subscribed].reduce(
      (sum, user) => sum + user.unpaidAnswers + user.storedWithoutAnswer,
      0,
    );
    console.log(
      `  answered 2xx but not stored: ${paid.unpaidAnswers + subscribed.unpaidAnswers}; stored without a 2xx answer: ${paid.storedWithoutAnswer + subscribed.storedWithoutAnswer}`,
    );

    const stallBound = defaultDbTimeouts.statementMs + defaultDbTimeouts.connectMs + 1_000;
    const failures = [
      !alive && "the server process died",
      crashes > 0 && "unhandled errors in the server log",
      all.answered !== all.requests && "some requests got no answer",
      !(paid.okClicks === paid.rows && paid.rows === paid.creditsSpent) &&
        "2xx clicks, stored rows and credits spent differ",
      !(subscribed.okClicks === subscribed.rows && subscribed.creditsSpent === 0) &&
        "a subscriber's 2xx clicks and stored rows differ, or credits were spent",
      subscribed.okClicks === 0 && "the subscriber got no analysis",
      unmatched > 0 && "answers and stored analyses do not match",
      !(restart.recoverS !== null && restart.recoverS <= RECOVERY_TARGET_S) &&
        `no recovery within ${RECOVERY_TARGET_S} s`,
      stall.during.slowestMs > stallBound &&
        `a request during the stall took longer than ${stallBound} ms`,
    ].filter((failure): failure is string => typeof failure === "string");
    console.log(
      failures.length === 0 ? "  under load: pass" : `  under load: FAIL: ${failures.join("; ")}`,
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

type Load = Omit<LoadOptions, "durationMs">;

/** Every load at once for `durationMs`: each load's attempts, in the order of `loads`. */
const runLoads = (loads: Load[], durationMs: number, t0: number) =>
  Promise.all(loads.map((load) => runAnalysisLoad({ ...load, durationMs }, t0)));

async function restartPhase(loads: Load[], cluster: string, adminUrl: string) {
  const t0 = Date.now();
  const running = runLoads(loads, RESTART_PHASE_MS, t0);
  const probe = probePostgres(adminUrl, t0, RESTART_PHASE_MS);
  await sleep(RESTART_AT_MS);
  const issuedMs = Date.now() - t0;
  await restartPostgres(cluster);
  const commandDoneMs = Date.now() - t0;
  const [byLoad, probes] = await Promise.all([running, probe]);
  const attempts = byLoad.flat();

  // When PostgreSQL itself was down, as a fresh connection every 100 ms saw it.
  const downMs = probes.find((p) => !p.up && p.atMs >= issuedMs)?.atMs ?? null;
  const upMs = downMs === null ? null : (probes.find((p) => p.up && p.atMs > downMs)?.atMs ?? null);
  const failed = attempts
    .filter((a) => !isOk(a) && a.endedMs >= issuedMs)
    .sort((a, b) => a.endedMs - b.endedMs);
  const backMs = upMs ?? commandDoneMs;
  const firstOk = attempts
    .filter((a) => isOk(a) && a.endedMs >= backMs)
    .sort((a, b) => a.endedMs - b.endedMs)[0];
  return {
    attempts,
    byLoad,
    summary: summarise(attempts),
    commandSeconds: (commandDoneMs - issuedMs) / 1000,
    postgresDownS: downMs === null || upMs === null ? null : (upMs - downMs) / 1000,
    firstFailureS: failed[0] ? (failed[0].endedMs - issuedMs) / 1000 : null,
    lastFailureAfterBackS:
      failed.length > 0 ? (failed[failed.length - 1]!.endedMs - backMs) / 1000 : null,
    recoverS: firstOk ? (firstOk.endedMs - backMs) / 1000 : null,
    failuresAfterRecovery: firstOk
      ? failed.filter((a) => a.startedMs > firstOk.endedMs).length
      : null,
  };
}

/** Opens a fresh connection every 100 ms and says when it worked. */
async function probePostgres(url: string, t0: number, forMs: number) {
  const probes: { atMs: number; up: boolean }[] = [];
  while (Date.now() - t0 < forMs) {
    const up = await withClient(url, (client) => client.query("select 1"), 500).then(
      () => true,
      () => false,
    );
    probes.push({ atMs: Date.now() - t0, up });
    await sleep(100);
  }
  return probes;
}

async function stallPhase(loads: Load[], databaseUrl: string) {
  const holder = new pg.Client({ connectionString: databaseUrl });
  holder.on("error", () => undefined);
  await holder.connect();
  const t0 = Date.now();
  const running = runLoads(loads, STALL_PHASE_MS, t0);
  await sleep(STALL_FROM_MS);
  await holder.query("begin");
  await holder.query("lock table diamond_analyses in access exclusive mode");
  const lockedMs = Date.now() - t0;
  await sleep(STALL_FOR_MS);
  await holder.query("rollback");
  const releasedMs = Date.now() - t0;
  await holder.end();
  const byLoad = await running;
  const attempts = byLoad.flat();
  return {
    attempts,
    byLoad,
    summary: summarise(attempts),
    during: summarise(attempts.filter((a) => a.endedMs >= lockedMs && a.startedMs < releasedMs)),
  };
}

function printPhase(summary: ReturnType<typeof summarise>) {
  console.log(
    `  requests ${summary.requests} (${summary.clicks} clicks), answered ${summary.answered}, 2xx ${summary.ok}, slowest ${summary.slowestMs} ms`,
  );
  console.log(`  outcomes ${JSON.stringify(summary.byOutcome)}`);
}

const isOk = (a: Attempt) => a.status >= 200 && a.status < 300;
const fmt = (seconds: number | null) => (seconds === null ? "n/a" : seconds.toFixed(2));
/**
 * Report credits as completed test checkouts would grant them, written straight to our own
 * database.
 */
async function grantCredits(databaseUrl: string, userId: string, count: number) {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into checkout_sessions (id, user_id, plan, provider, status, amount_cents, url, completed_at)
       select 'faults_cs_' || g, $1, 'singleReport', 'test', 'completed', 2900, 'http://127.0.0.1/faults', now() from generate_series(1, $2) g`,
      [userId, count],
    );
    await client.query(
      `insert into report_credits (id, user_id, checkout_session_id) select 'faults_credit_' || g, $1, 'faults_cs_' || g from generate_series(1, $2) g`,
      [userId, count],
    );
  });
}

/** One user's answered clicks against what was stored and charged for them. */
async function answeredAndStored(databaseUrl: string, userId: string, attempts: Attempt[]) {
  const stored = await withClient(databaseUrl, async (client) => {
    const rows = await client.query<{ key: string | null }>(
      "select idempotency_key as key from diamond_analyses where user_id = $1",
      [userId],
    );
    const spent = await client.query<{ n: string }>(
      "select count(*) as n from report_credits where user_id = $1 and consumed_at is not null",
      [userId],
    );
    return {
      rows: rows.rowCount ?? 0,
      keys: new Set(rows.rows.map((r) => r.key ?? "")),
      creditsSpent: Number(spent.rows[0]?.n ?? 0),
    };
  });
  const okKeys = new Set(attempts.filter(isOk).map((a) => a.key));
  return {
    okClicks: okKeys.size,
    rows: stored.rows,
    creditsSpent: stored.creditsSpent,
    unpaidAnswers: [...okKeys].filter((key) => !stored.keys.has(key)).length,
    storedWithoutAnswer: [...stored.keys].filter((key) => !okKeys.has(key)).length,
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
