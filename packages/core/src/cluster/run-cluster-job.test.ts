import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { withOutage } from "@faircarat/db/testing-outage";
import { runClusterJob } from "./run-cluster-job";

const jobs = tables.clusterJobs;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("cluster jobs on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(jobs);
  });
  const row = async (name: string) =>
    (await handle.db.select().from(jobs).where(eq(jobs.name, name)))[0];

  it("runs a job in one of two processes claiming it at once, and frees it afterwards", async () => {
    let release = () => {};
    const slow = () => new Promise<string>((resolve) => (release = () => resolve("done")));
    const first = runClusterJob(handle.db, { name: "fit", leaseSeconds: 60 }, slow);
    await sleep(50);
    expect(
      await runClusterJob(handle.db, { name: "fit", leaseSeconds: 60 }, async () => "second"),
    ).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: "done" });
    expect(
      await runClusterJob(handle.db, { name: "fit", leaseSeconds: 60 }, async () => "third"),
    ).toEqual({ ran: true, value: "third" });
    expect(await row("fit")).toMatchObject({ runs: 2, holder: null });
  });

  it("lets exactly one of many simultaneous claims win", async () => {
    // The winner holds on until every other claim has been answered, however slow the machine.
    let refused = 0;
    let releaseWinner = () => {};
    const winnerDone = new Promise<void>((resolve) => (releaseWinner = resolve));
    const claims = Array.from({ length: 6 }, (_, i) =>
      runClusterJob(handle.db, { name: "import", leaseSeconds: 60 }, () =>
        winnerDone.then(() => i),
      ).then((result) => {
        if (!result.ran && ++refused === 5) releaseWinner();
        return result;
      }),
    );
    const results = await Promise.all(claims);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
  });

  it("waits out the lease of a process that died holding it, then runs", async () => {
    await handle.db.insert(jobs).values({
      name: "refresh",
      holder: "dead-process",
      leasedUntil: sql`now() + interval '1 minute'`,
    });
    expect(
      await runClusterJob(handle.db, { name: "refresh", leaseSeconds: 60 }, async () => 1),
    ).toEqual({ ran: false });
    await handle.db.update(jobs).set({ leasedUntil: sql`now() - interval '1 second'` });
    expect(
      await runClusterJob(handle.db, { name: "refresh", leaseSeconds: 60 }, async () => 2),
    ).toEqual({ ran: true, value: 2 });
  });

  it("skips a scheduled run when another process started one within the slot", async () => {
    expect(
      await runClusterJob(
        handle.db,
        { name: "prune", leaseSeconds: 60, notWithinSeconds: 3000 },
        async () => 1,
      ),
    ).toMatchObject({ ran: true });
    expect(
      await runClusterJob(
        handle.db,
        { name: "prune", leaseSeconds: 60, notWithinSeconds: 3000 },
        async () => 2,
      ),
    ).toEqual({ ran: false });
    expect(
      await runClusterJob(handle.db, { name: "prune", leaseSeconds: 60 }, async () => 3),
    ).toEqual({ ran: true, value: 3 });
    expect((await row("prune"))?.runs).toBe(2);
  });

  it("renews the lease while a job outlasts it", async () => {
    const long = runClusterJob(handle.db, { name: "long", leaseSeconds: 0.6 }, () => sleep(1500));
    await sleep(1000);
    expect(
      await runClusterJob(handle.db, { name: "long", leaseSeconds: 0.6 }, async () => "intruder"),
    ).toEqual({ ran: false });
    expect((await long).ran).toBe(true);
  });

  it("frees the lease when the job fails, and passes the failure on", async () => {
    await expect(
      runClusterJob(handle.db, { name: "broken", leaseSeconds: 60 }, () =>
        Promise.reject(new Error("boom")),
      ),
    ).rejects.toThrow("boom");
    expect(
      await runClusterJob(handle.db, { name: "broken", leaseSeconds: 60 }, async () => "again"),
    ).toEqual({ ran: true, value: "again" });
  });

  it("releases, at its next claim, a lease it could not release when the database went away as the job failed", async () => {
    const restarting = withOutage(handle.db);
    const failing = runClusterJob(
      restarting.db,
      { name: "refresh-after-restart", leaseSeconds: 60 },
      async () => {
        restarting.down();
        throw new Error("import failed: the database restarted");
      },
    );
    await expect(failing).rejects.toThrow("the database restarted");
    expect((await row("refresh-after-restart"))?.holder).not.toBeNull();
    // Another process still waits for the lease to run out; this one knows its job is over.
    restarting.up();
    expect(
      await runClusterJob(
        handle.db,
        { name: "refresh-after-restart", leaseSeconds: 60 },
        async () => "elsewhere",
      ),
    ).toEqual({ ran: false });
    expect(
      await runClusterJob(
        restarting.db,
        { name: "refresh-after-restart", leaseSeconds: 60 },
        async () => "retry",
      ),
    ).toEqual({ ran: true, value: "retry" });
    expect(await row("refresh-after-restart")).toMatchObject({ holder: null, runs: 2 });
  });
});
