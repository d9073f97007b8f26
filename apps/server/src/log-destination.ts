import { write, writeSync } from "node:fs";

const MAX_QUEUED_BYTES = 8 * 1024 * 1024;

/**
 * Where the log lines go (stdout by default), written asynchronously with a bounded queue. Pino's
 * own stdout stream flushes synchronously on exit and retries a broken pipe forever: a server
 * whose log reader had gone ignored SIGTERM for 25 minutes (issue 28, item 7). Here a write error
 * stops the log for good, a stalled reader costs at most 8 MB of queued lines (the rest are
 * dropped), and exit never waits on the log beyond one attempt.
 */
export function createLogDestination(fd = 1) {
  const queue: string[] = [];
  let queuedBytes = 0;
  let writing = false;
  let broken = false;
  let dropped = 0;
  const drained: (() => void)[] = [];

  const settle = () => {
    if (queue.length === 0 || broken) for (const resolve of drained.splice(0)) resolve();
  };
  const next = () => {
    const line = queue.shift();
    if (line === undefined || broken) {
      writing = false;
      settle();
      return;
    }
    writing = true;
    write(fd, line, (error) => {
      queuedBytes -= Buffer.byteLength(line);
      if (error) broken = true;
      next();
    });
  };

  return {
    write(line: string) {
      if (broken) return;
      const bytes = Buffer.byteLength(line);
      if (queuedBytes + bytes > MAX_QUEUED_BYTES) {
        dropped++;
        return;
      }
      if (dropped > 0) {
        queue.push(
          `{"level":40,"time":${Date.now()},"msg":"log reader too slow: ${dropped} lines dropped"}\n`,
        );
        dropped = 0;
      }
      queue.push(line);
      queuedBytes += bytes;
      if (!writing) next();
    },
    /** Resolves when the queued lines are written, the log broke, or `timeoutMs` passed. */
    flush(timeoutMs: number): Promise<void> {
      if (!writing && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        drained.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    /**
     * One synchronous attempt at what is queued, for the last line before a crash; never retried.
     */
    flushOnceSync() {
      if (broken) return;
      try {
        for (const line of queue.splice(0)) writeSync(fd, line);
      } catch {
        broken = true;
      }
    },
  };
}

export type LogDestination = ReturnType<typeof createLogDestination>;
