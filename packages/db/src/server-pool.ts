import pg from "pg";

/** How long the server may take before a request gives up on it (milliseconds). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement on the server, lock waits included (PostgreSQL `statement_timeout`). */
  statementMs: number;
  /** A transaction left open with nothing running (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
}

export const defaultDbTimeouts: DbTimeouts = {
  connectMs: 1_000,
  statementMs: 5_000,
  idleInTransactionMs: 10_000,
};

/**
 * The server cancels a slow statement first (a clean error, the connection stays usable); this
 * client-side limit only fires when the server cannot answer at all (a stalled network).
 */
const READ_TIMEOUT_MARGIN_MS = 1_000;

const giveBack = Symbol("giveBack");
type GuardedClient = pg.PoolClient & { [giveBack]?: (error: Error) => void };

/**
 * A pool whose connections can die at any moment without taking the process down or leaking:
 * every client has an 'error' listener, in use or idle, and a client checked out with
 * `connect()` whose connection fails (server restart, read timeout) goes back to the pool as
 * broken at once, so callers that never release it on that path (drizzle when `begin` fails)
 * cannot exhaust the pool.
 */
export function createServerPool(
  url: string,
  timeouts: DbTimeouts,
  onIdleConnectionError: (error: Error) => void,
): pg.Pool {
  const pool = new GuardedPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout:
      timeouts.statementMs > 0 ? timeouts.statementMs + READ_TIMEOUT_MARGIN_MS : undefined,
    keepAlive: true,
  });
  // Idle clients: the pool has already dropped the connection and opens a new one when needed.
  pool.on("error", onIdleConnectionError);
  pool.on("connect", (client: GuardedClient) => {
    // A client in use reports its failure to whoever runs the query; this listener only keeps the
    // 'error' event from ending the process, and hands the dead connection back.
    client.on("error", (error) => client[giveBack]?.(error));
    watchReadTimeouts(client);
  });
  return pool;
}

class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own, which already releases a failed client as broken.
    if (callback) return super.connect(callback);
    return super.connect().then(guardRelease);
  }
}

/** Makes release safe to call again, and lets a connection failure release the client early. */
function guardRelease(client: GuardedClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    delete client[giveBack];
    release(error);
  };
  client[giveBack] = (error) => releaseOnce(error);
  client.release = releaseOnce;
  return client;
}

function watchReadTimeouts(client: GuardedClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout")
          client[giveBack]?.(error);
      });
    }
    return result;
  };
}
