import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const execFileAsync = promisify(execFile);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function withDatabase(serverUrl: URL, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The first `rows` listings of the shared feed in a folder of their own. */
export async function marketSubset(workDir: string, rows: number) {
  const folder = path.join(workDir, `market-${rows}`);
  await mkdir(folder);
  const source = await readFile(path.resolve("../shared/data/market/listings.csv"), "utf8");
  await writeFile(
    path.join(folder, "listings.csv"),
    `${source
      .split("\n")
      .slice(0, rows + 1)
      .join("\n")}\n`,
  );
  return folder;
}

export async function signUp(origin: string, role: string) {
  const account = {
    fullName: "Fault Test",
    email: `faults-${role}-${Date.now()}@example.com`,
    password: "fault-test-pw",
  };
  const post = (route: string) =>
    fetch(`${origin}/api/auth/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(account),
    });
  const signedUp = await post("sign-up");
  if (!signedUp.ok) throw new Error(`sign-up answered ${signedUp.status}`);
  const signedIn = await post("sign-in");
  if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = (await signedIn.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

/**
 * An active Unlimited subscription, as the test checkout would record it, written straight to our
 * own database.
 */
export async function grantSubscription(databaseUrl: string, userId: string, productId: string) {
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into subscriptions (id, user_id, provider, product_id, status, current_period_end, event_created_at)
       values ('faults_sub', $1, 'test', $2, 'active', now() + interval '1 day', now())`,
      [userId, productId],
    ),
  );
}

export async function adminQuery(url: string, statement: string) {
  await withClient(url, (client) => client.query(statement));
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
  connectTimeoutMs = 10_000,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a fresh connection gets an answer within half a second. */
export const postgresAnswers = (url: string) =>
  withClient(url, (client) => client.query("select 1"), 500).then(
    () => true,
    () => false,
  );

export const restartPostgres = (cluster: string) =>
  execFileAsync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "restart"]);

/**
 * Leaves the local cluster running, whatever a scenario did to it (other tests on this machine use
 * it).
 */
export async function ensurePostgresRunning(adminUrl: string, cluster: string) {
  if (await postgresAnswers(adminUrl)) return;
  await execFileAsync("pg_ctlcluster", [
    "--skip-systemctl-redirect",
    cluster,
    "main",
    "start",
  ]).catch((err: unknown) => console.error("could not start PostgreSQL", err));
}
