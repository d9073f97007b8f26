/**
 * Runs at most `concurrency` jobs at once and keeps at most `maxWaiting` in line; beyond that a job
 * is refused at once (null) rather than queued behind minutes of work.
 */
export function createJobLimiter(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return async function run<T>(job: () => Promise<T>): Promise<T | null> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) return null;
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await job();
    } finally {
      release();
    }
  };
}

export type JobLimiter = ReturnType<typeof createJobLimiter>;
