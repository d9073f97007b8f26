export interface JobLimits {
  /** Jobs running at once. */
  concurrency: number;
  /**
   * Jobs waiting in all; beyond that a job is refused at once (null) rather than queued behind
   * minutes of work.
   */
  maxWaiting: number;
  /** Jobs one owner may have waiting, so that no one owner can fill the line. */
  maxWaitingPerOwner: number;
}

interface Owner {
  running: number;
  waiting: (() => void)[];
  /** When this owner last had a job started (a counter): the longest-unserved owner goes next. */
  lastStarted: number;
}

/**
 * Runs at most `concurrency` jobs at once, taking turns between owners: when a slot frees, the
 * next job is the oldest one of the owner with the fewest jobs running, served least recently.
 * So a user who sends many slow (or hostile) files delays another user's job by at most one job.
 */
export function createJobLimiter(limits: JobLimits) {
  const owners = new Map<string, Owner>();
  let running = 0;
  let waiting = 0;
  let starts = 0;

  const begin = (owner: Owner) => {
    running++;
    owner.running++;
    owner.lastStarted = ++starts;
  };

  const nextOwner = () => {
    let best: Owner | undefined;
    for (const owner of owners.values()) {
      if (!owner.waiting.length) continue;
      if (
        !best ||
        owner.running < best.running ||
        (owner.running === best.running && owner.lastStarted < best.lastStarted)
      )
        best = owner;
    }
    return best;
  };

  const release = (key: string, owner: Owner) => {
    running--;
    owner.running--;
    if (!owner.running && !owner.waiting.length) owners.delete(key);
    const next = nextOwner();
    const start = next?.waiting.shift();
    if (!next || !start) return;
    waiting--;
    begin(next);
    start();
  };

  return async function run<T>(ownerKey: string, job: () => Promise<T>): Promise<T | null> {
    let owner = owners.get(ownerKey);
    if (!owner) owners.set(ownerKey, (owner = { running: 0, waiting: [], lastStarted: 0 }));
    if (running >= limits.concurrency) {
      if (waiting >= limits.maxWaiting || owner.waiting.length >= limits.maxWaitingPerOwner) {
        if (!owner.running && !owner.waiting.length) owners.delete(ownerKey);
        return null;
      }
      waiting++;
      const queued = owner;
      await new Promise<void>((resolve) => queued.waiting.push(resolve));
    } else {
      begin(owner);
    }
    try {
      return await job();
    } finally {
      release(ownerKey, owner);
    }
  };
}

export type JobLimiter = ReturnType<typeof createJobLimiter>;
