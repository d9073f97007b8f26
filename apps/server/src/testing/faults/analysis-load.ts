import { randomBytes } from "node:crypto";

/** One HTTP attempt: when it started and ended (ms since the load began) and what came back. */
export interface Attempt {
  key: string;
  startedMs: number;
  endedMs: number;
  /** The HTTP status, or 0 when no answer came (connection refused, reset or client timeout). */
  status: number;
  code: string | null;
}

export interface LoadOptions {
  origin: string;
  cookie: string;
  connections: number;
  durationMs: number;
  /** A request with no answer after this is counted as unanswered. */
  clientTimeoutMs: number;
}

const body = JSON.stringify({
  carat: 1.2,
  cut: "excellent",
  color: "g",
  clarity: "vs1",
  listedPrice: 4200,
});
const MAX_ATTEMPTS_PER_CLICK = 5;
const RETRY_PAUSE_MS = 200;

/**
 * Clicks Analyze from `connections` loops for `durationMs`, as the browser does: one fresh
 * Idempotency-Key per click, the same key again when the database or the network lost the
 * answer. Returns every attempt.
 */
export async function runAnalysisLoad(options: LoadOptions, t0: number): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const stopAt = Date.now() + options.durationMs;
  const loop = async () => {
    while (Date.now() < stopAt) {
      const key = randomBytes(16).toString("base64url");
      for (let attempt = 1; attempt <= MAX_ATTEMPTS_PER_CLICK; attempt += 1) {
        const result = await postOnce(options, key, t0);
        attempts.push(result);
        const lost = result.status === 0 || result.code === "database_unavailable";
        if (!lost || Date.now() >= stopAt) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  return attempts;
}

async function postOnce(
  { origin, cookie, clientTimeoutMs }: LoadOptions,
  key: string,
  t0: number,
): Promise<Attempt> {
  const startedMs = Date.now() - t0;
  try {
    const response = await fetch(`${origin}/api/analyses`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie, "idempotency-key": key },
      body,
      signal: AbortSignal.timeout(clientTimeoutMs),
    });
    const payload = (await response.json().catch(() => null)) as {
      error?: { code?: string };
    } | null;
    return {
      key,
      startedMs,
      endedMs: Date.now() - t0,
      status: response.status,
      code: payload?.error?.code ?? null,
    };
  } catch {
    return { key, startedMs, endedMs: Date.now() - t0, status: 0, code: null };
  }
}

/** What a set of attempts amounts to. */
export function summarise(attempts: Attempt[]) {
  const ok = attempts.filter((a) => a.status >= 200 && a.status < 300);
  const failed = attempts.filter((a) => a.status < 200 || a.status >= 300);
  const byOutcome = new Map<string, number>();
  for (const a of attempts) {
    const outcome =
      a.status === 0 ? "no answer" : a.code ? `${a.status} ${a.code}` : String(a.status);
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
  }
  return {
    requests: attempts.length,
    answered: attempts.filter((a) => a.status !== 0).length,
    ok: ok.length,
    /** Clicks (keys) that ended with their analysis. */
    okClicks: new Set(ok.map((a) => a.key)).size,
    clicks: new Set(attempts.map((a) => a.key)).size,
    byOutcome: Object.fromEntries([...byOutcome].sort((a, b) => b[1] - a[1])),
    slowestFailureMs: Math.max(0, ...failed.map((a) => a.endedMs - a.startedMs)),
    slowestMs: Math.max(0, ...attempts.map((a) => a.endedMs - a.startedMs)),
  };
}
