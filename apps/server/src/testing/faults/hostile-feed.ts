import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  adminQuery,
  grantSubscription,
  marketSubset,
  signUp,
  sleep,
  withDatabase,
} from "./faults-support";
import { startServer, waitUntilReady, type ServerProcess } from "./server-process";

const MARKET_ROWS = 6_000;
/** One line of this many bytes: a sparse file, so it costs no disk, but every byte is read. */
const LONG_LINE_BYTES = 2 * 1024 ** 3;
const GROWTH_LIMIT_MB = 100;
const UNLIMITED_PRODUCT_ID = "prod_faults_hostile_feed";
const analysis = JSON.stringify({
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  listedPrice: 4200,
});

/**
 * Files an attacker or a broken scraper could drop into the running server's feed folder (issue
 * 28): a 2 GB line, then rows no lab could issue (a date in 2099, a $90-trillion price, an
 * Excellent cut with Poor polish, measurements of another stone), a `;`-delimited file and a header
 * alone. The server must stay up, grow by less than 100 MB, quarantine each file by name (decision
 * 055), keep serving the same fair value, and stay ready. Returns what failed.
 */
export async function hostileFeed(adminUrl: URL): Promise<string[]> {
  const name = `faircarat_faults_${randomBytes(5).toString("hex")}`;
  const databaseUrl = withDatabase(adminUrl, name);
  const workDir = await mkdtemp(path.join(tmpdir(), "faircarat-faults-hostile-"));
  await adminQuery(adminUrl.toString(), `create database ${name}`);
  let server: ServerProcess | undefined;
  const failures: string[] = [];
  try {
    const feeds = await marketSubset(workDir, MARKET_ROWS);
    server = await startServer(
      {
        DATABASE_URL: databaseUrl,
        MARKET_FEEDS: feeds,
        MARKET_INDEXES: "off",
        // Every 15 s: each file is checked within seconds of being dropped, not at the next minute.
        MARKET_REFRESH_MINUTES: "0.25",
        ANALYSIS_RATE_LIMIT_PER_MINUTE: "1000000",
        UNLIMITED_PRODUCT_ID,
        LOG_LEVEL: "warn",
      },
      workDir,
    );
    await waitUntilReady(server, 180_000);
    const subscriber = await signUp(server.origin, "hostile");
    await grantSubscription(databaseUrl, subscriber.userId, UNLIMITED_PRODUCT_ID);
    const fairValue = async () => {
      const response = await fetch(`${server!.origin}/api/analyses`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server!.origin,
          cookie: subscriber.cookie,
        },
        body: analysis,
      });
      return response.status === 201
        ? ((await response.json()) as { analysis: { fairMarketValue: number } }).analysis
            .fairMarketValue
        : response.status;
    };
    const before = await fairValue();
    const header = (await readFile(path.join(feeds, "listings.csv"), "utf8")).split("\n", 1)[0]!;
    console.log(
      `\nHostile feed files dropped into a running server's MARKET_FEEDS (pid ${server.child.pid}, fair value of a 1.2 ct round: $${before})`,
    );

    // A 2 GB line: the header, then 2 GB without a newline.
    const longLine = path.join(feeds, "long-line.csv");
    await writeFile(longLine, `${header}\n`);
    await truncate(longLine, LONG_LINE_BYTES);
    const growth = await peakGrowthUntil(
      server,
      async () => (await quarantinedFiles(server!)).includes("long-line.csv"),
      240_000,
    );
    console.log(
      `  2 GB line: quarantined by name: ${growth.done}; resident memory ${growth.beforeMb} MB before, peak ${growth.peakMb} MB (+${growth.peakMb - growth.beforeMb} MB, limit +${GROWTH_LIMIT_MB})`,
    );
    if (!growth.done)
      failures.push("a file with a 2 GB line was not quarantined by name in 4 minutes");
    if (growth.peakMb - growth.beforeMb > GROWTH_LIMIT_MB)
      failures.push(`a 2 GB line grew the server by ${growth.peakMb - growth.beforeMb} MB`);
    await rm(longLine);

    // Junk that looks like data, and files of other kinds.
    const row = (cells: Record<string, string>) => {
      const base: Record<string, string> = {
        retailer: "Junk Shop",
        scrape_date: "2026-04-23",
        origin: "lab",
        shape: "round",
        carat: "1.2",
        color: "G",
        clarity: "VS1",
        cut: "Excellent",
        polish: "Excellent",
        symmetry: "Excellent",
        price_usd: "900",
      };
      return header
        .split(",")
        .map((column) => ({ ...base, ...cells })[column] ?? "")
        .join(",");
    };
    const junk = [
      row({ scrape_date: "2099-01-01", listing_id: "a" }),
      row({ price_usd: "90000000000000", listing_id: "b" }),
      row({ polish: "Poor", listing_id: "c" }),
      row({ length_mm: "16.4", width_mm: "16.5", depth_mm: "10.1", listing_id: "d" }),
    ];
    await writeFile(path.join(feeds, "junk.csv"), `${header}\n${junk.join("\n")}\n`);
    await writeFile(
      path.join(feeds, "semicolons.csv"),
      `${header.replaceAll(",", ";")}\n${junk[0]!.replaceAll(",", ";")}\n`,
    );
    await writeFile(path.join(feeds, "header-only.csv"), `${header}\n`);
    const named = await waitFor(async () => {
      const problems = await quarantinedFiles(server!);
      return ["junk.csv", "semicolons.csv", "header-only.csv"].every((file) =>
        problems.includes(file),
      )
        ? problems
        : null;
    }, 150_000);
    const ready = await fetch(`${server.origin}/api/health/ready`);
    const after = await fairValue();
    console.log(
      `  junk rows, a ;-delimited file, a header alone: quarantined ${named ?? "(not named)"}; readiness ${ready.status}; fair value now $${after}`,
    );
    if (!named) failures.push("the junk files were not each quarantined by name");
    if (ready.status !== 200)
      failures.push(`readiness answered ${ready.status} on the model in use`);
    if (after !== before)
      failures.push(`the fair value moved from ${before} to ${after} on junk files`);
    if (!server.alive()) failures.push("the server died");
    console.log(
      failures.length === 0
        ? "  hostile feed: pass"
        : `  hostile feed: FAIL: ${failures.join("; ")}`,
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

/**
 * The files (and reasons) readiness names as quarantined, or as what stopped the newest import, as
 * one string; "" when none.
 */
async function quarantinedFiles(server: ServerProcess): Promise<string> {
  type Named = { file: string | null; reason: string };
  const body = (await fetch(`${server.origin}/api/health/ready`)
    .then((r) => r.json())
    .catch(() => null)) as {
    quarantinedFiles?: Named[];
    marketData?: { problems?: Named[] };
  } | null;
  return [...(body?.quarantinedFiles ?? []), ...(body?.marketData?.problems ?? [])]
    .map((problem) => `${problem.file}: ${problem.reason}`)
    .join(", ");
}

async function waitFor<T>(check: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await check();
    if (value) return value;
    await sleep(1000);
  }
  return null;
}

/** Samples the server's resident memory every 100 ms until `done` says so (or the timeout). */
async function peakGrowthUntil(
  server: ServerProcess,
  done: () => Promise<boolean>,
  timeoutMs: number,
) {
  const rssMb = async () =>
    Number(
      /VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0,
    ) / 1024;
  const beforeMb = Math.round(await rssMb());
  let peak = beforeMb;
  let finished = false;
  const sampling = (async () => {
    while (!finished && server.alive()) {
      peak = Math.max(peak, await rssMb().catch(() => 0));
      await sleep(100);
    }
  })();
  const outcome = await waitFor(async () => ((await done()) ? true : null), timeoutMs);
  finished = true;
  await sampling;
  return { done: outcome === true, beforeMb, peakMb: Math.round(peak) };
}
