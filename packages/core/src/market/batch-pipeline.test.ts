import { describe, expect, it } from "vitest";
import { BatchPipeline } from "./batch-pipeline";

/** A write whose end the test decides, logging when each batch starts and ends. */
function controlledWrites() {
  const log: string[] = [];
  const finishers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const write = (batch: string) =>
    new Promise<void>((resolve, reject) => {
      log.push(`start ${batch}`);
      finishers.push({
        resolve: () => {
          log.push(`end ${batch}`);
          resolve();
        },
        reject,
      });
    });
  return { log, finishers, write };
}

describe("writing batches while the next is prepared", () => {
  it("returns while a batch is written, and starts the next only once it is stored", async () => {
    const { log, finishers, write } = controlledWrites();
    const pipeline = new BatchPipeline(write);
    expect(await pipeline.push("a")).toBe(true);
    log.push("preparing b");
    const second = pipeline.push("b");
    await Promise.resolve();
    expect(log).toEqual(["start a", "preparing b"]);
    finishers[0]!.resolve();
    expect(await second).toBe(true);
    finishers[1]!.resolve();
    await pipeline.drain();
    expect(log).toEqual(["start a", "preparing b", "end a", "start b", "end b"]);
  });

  it("throws a batch's failure at the next push, and starts nothing after it", async () => {
    const { log, finishers, write } = controlledWrites();
    const pipeline = new BatchPipeline(write);
    await pipeline.push("a");
    finishers[0]!.reject(new Error("connection lost"));
    await expect(pipeline.push("b")).rejects.toThrow("connection lost");
    expect(log).toEqual(["start a"]);
  });

  it("throws the last batch's failure when drained, and settles quietly", async () => {
    const { finishers, write } = controlledWrites();
    const pipeline = new BatchPipeline(write);
    await pipeline.push("a");
    finishers[0]!.reject(new Error("disk full"));
    await expect(pipeline.drain()).rejects.toThrow("disk full");
    await expect(pipeline.settle()).resolves.toBeUndefined();
  });

  it("stops between batches once shutdown is asked: the one being written ends, no other starts", async () => {
    const { log, finishers, write } = controlledWrites();
    const shutdown = new AbortController();
    const pipeline = new BatchPipeline(write, shutdown.signal);
    await pipeline.push("a");
    shutdown.abort();
    const second = pipeline.push("b");
    finishers[0]!.resolve();
    expect(await second).toBe(false);
    expect(log).toEqual(["start a", "end a"]);
  });
});
