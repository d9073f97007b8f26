import { describe, expect, it } from "vitest";
import { CallLeases, LEASE_IDLE_MS, LEASE_TTL_MS, leaseBlockOf } from "./call-leases";

const block = (leases: CallLeases, free = 3, now = 0) =>
  leases.hold({ reservationId: "r1", keyId: "k", month: "2026-11", free, renewedAt: now }, now);

describe("call leases (a process's blocks of a key's calls)", () => {
  it("gives keys of 60 a minute or less blocks of one call (each counted in the database) and caps blocks at 50", () => {
    expect(leaseBlockOf(60)).toBe(1);
    expect(leaseBlockOf(600)).toBe(10);
    expect(leaseBlockOf(100_000_000)).toBe(50);
  });

  it("hands out a block's calls, then none; a done call is owed, an unbilled one goes back", () => {
    const leases = new CallLeases();
    block(leases, 2);
    const first = leases.takeCall("k", "2026-11", 1)!;
    const second = leases.takeCall("k", "2026-11", 2)!;
    expect(leases.takeCall("k", "2026-11", 3)).toBeNull();
    leases.callEnded(first, 1);
    leases.callEnded(second, 0);
    // The emptied block retired when asked once more, so the unbilled call is let go, not handed
    // out again.
    expect(first).toMatchObject({ free: 0, inFlight: 0, billable: 1, retired: true });
    const [flush] = leases.dueFlushes(4);
    expect(flush).toMatchObject({ billed: 1, keep: 0 });
    leases.flushed(flush!, 4);
    expect(leases.heldBlocks()).toBe(0);
  });

  it("bills done calls each flush and keeps the rest of the block reserved; an idle block is let go", () => {
    const leases = new CallLeases();
    block(leases, 3);
    const call = leases.takeCall("k", "2026-11", 10)!;
    leases.callEnded(call, 1);
    const [flush] = leases.dueFlushes(20);
    expect(flush).toMatchObject({ billed: 1, keep: 2 });
    leases.flushed(flush!, 20);
    // Nothing owed and just renewed: nothing to write.
    expect(leases.dueFlushes(30)).toEqual([]);
    const [idle] = leases.dueFlushes(10 + LEASE_IDLE_MS + 1);
    expect(idle).toMatchObject({ billed: 0, keep: 0 });
  });

  it("keeps a retired block's calls in flight reserved until they end and are billed", () => {
    const leases = new CallLeases();
    block(leases, 1);
    const call = leases.takeCall("k", "2026-11", 1)!;
    block(leases, 5, 2);
    const [retired] = leases.dueFlushes(3).filter((f) => f.lease === call);
    expect(retired).toMatchObject({ billed: 0, keep: 1 });
    leases.flushed(retired!, 3);
    leases.callEnded(call, 1);
    const [last] = leases.dueFlushes(4).filter((f) => f.lease === call);
    expect(last).toMatchObject({ billed: 1, keep: 0 });
  });

  it("stops handing out a block of last month, or one whose renewal has not reached the database", () => {
    const leases = new CallLeases();
    block(leases, 5);
    expect(leases.takeCall("k", "2026-12", 1)).toBeNull();
    block(leases, 5);
    expect(leases.takeCall("k", "2026-11", LEASE_TTL_MS / 2 + 1)).toBeNull();
  });

  it("hands out a window's tokens until they or the window run out", () => {
    const leases = new CallLeases();
    leases.holdTokens("k", { tokens: 2, closesAt: 100, count: 10 });
    expect(leases.takeToken("k", 1)?.tokens).toBe(1);
    expect(leases.takeToken("k", 100)).toBeNull();
    expect(leases.takeToken("k", 2)?.tokens).toBe(0);
    expect(leases.takeToken("k", 3)).toBeNull();
  });

  it("runs one fetch per key at a time", async () => {
    const leases = new CallLeases();
    let fetches = 0;
    const fetch = async () => ++fetches;
    const results = await Promise.all([
      leases.once("a", fetch),
      leases.once("a", fetch),
      leases.once("b", fetch),
    ]);
    expect(results).toEqual([1, 1, 2]);
    expect(await leases.once("a", fetch)).toBe(3);
  });
});
