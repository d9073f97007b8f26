import { describe, expect, it } from "vitest";
import { createJobLimiter } from "./job-limiter";

/** A job that runs until the test ends it, recording when it started. */
function controllableJob(log: string[], name: string) {
  let end = () => undefined as void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    job: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    end: () => end(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("job limiter", () => {
  it("runs one job at a time and refuses past the waiting limit", async () => {
    const run = createJobLimiter({ concurrency: 1, maxWaiting: 1, maxWaitingPerOwner: 1 });
    const log: string[] = [];
    const [a, b] = [controllableJob(log, "a"), controllableJob(log, "b")];
    const first = run("x", a.job);
    const second = run("y", b.job);
    expect(await run("z", async () => "c")).toBeNull();
    await tick();
    expect(log).toEqual(["start a"]);
    a.end();
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    b.end();
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
  });

  it("lets another owner go next, ahead of the jobs one owner queued earlier", async () => {
    const run = createJobLimiter({ concurrency: 1, maxWaiting: 16, maxWaitingPerOwner: 4 });
    const log: string[] = [];
    const hostile = Array.from({ length: 6 }, (_, i) => controllableJob(log, `hostile ${i}`));
    const hostileRuns = hostile.map((job) => run("attacker", job.job));
    const normal = controllableJob(log, "normal");
    const normalRun = run("user", normal.job);
    // One running and four waiting: the attacker's sixth is refused, not queued.
    expect(await hostileRuns[5]).toBeNull();
    hostile[0]!.end();
    await tick();
    expect(log).toEqual(["start hostile 0", "start normal"]);
    normal.end();
    expect(await normalRun).toBe("normal");
    for (const job of hostile.slice(1, 5)) {
      await tick();
      job.end();
    }
    expect(await Promise.all(hostileRuns.slice(0, 5))).toEqual([
      "hostile 0",
      "hostile 1",
      "hostile 2",
      "hostile 3",
      "hostile 4",
    ]);
  });

  it("takes turns between owners who both queued several jobs", async () => {
    const run = createJobLimiter({ concurrency: 1, maxWaiting: 16, maxWaitingPerOwner: 4 });
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    await Promise.all([
      run("a", job("a1")),
      run("a", job("a2")),
      run("a", job("a3")),
      run("b", job("b1")),
      run("b", job("b2")),
    ]);
    expect(order).toEqual(["a1", "b1", "a2", "b2", "a3"]);
  });

  it("frees the turn when a job throws", async () => {
    const run = createJobLimiter({ concurrency: 1, maxWaiting: 1, maxWaitingPerOwner: 1 });
    const failing = run("a", async () => {
      throw new Error("boom");
    });
    const next = run("b", async () => "ran");
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("ran");
  });
});
