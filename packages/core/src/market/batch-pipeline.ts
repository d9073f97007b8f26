/**
 * Writes batches one after another while the caller prepares the next: PostgreSQL stores one while
 * this process reads and checks the next, instead of each waiting for the other. A batch starts
 * only once the one before it is stored, so its lookups see that one's rows.
 */
export class BatchPipeline<Batch> {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (batch: Batch) => Promise<void>,
    private readonly signal?: AbortSignal,
  ) {}

  /**
   * Starts writing `batch` once the one before is stored, and returns without waiting for it. False
   * when shutdown was asked: then nothing is started (it stops between batches). The failure of
   * the one before is thrown here.
   */
  async push(batch: Batch): Promise<boolean> {
    await this.writing;
    if (this.signal?.aborted) return false;
    this.writing = this.write(batch);
    // Its failure is thrown where it is awaited (the next push or `drain`), not as unhandled.
    this.writing.catch(() => undefined);
    return true;
  }

  /** Waits for the batch being written; its failure is thrown here. */
  drain(): Promise<void> {
    return this.writing;
  }

  /** Waits for the batch being written whatever its outcome: nothing is written after this. */
  async settle(): Promise<void> {
    await this.writing.catch(() => undefined);
  }
}
