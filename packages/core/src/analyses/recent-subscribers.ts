/**
 * Users this process has just seen admitted as subscribers under their limit. Only their next
 * analyses are priced before admission (to be admitted and stored in one statement): anyone else
 * is admitted first, so a user without a plan, or past the limit, never makes the server price a
 * stone it then refuses. A hint only: the statement checks the limit and the plan itself.
 */
export class RecentSubscribers {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxUsers = 10_000,
  ) {}

  has(userId: string, now = Date.now()): boolean {
    const until = this.until.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.until.delete(userId);
    return false;
  }

  add(userId: string, now = Date.now()): void {
    this.until.delete(userId);
    // The oldest hint goes first: a Map iterates in insertion order.
    if (this.until.size >= this.maxUsers) this.until.delete(this.until.keys().next().value!);
    this.until.set(userId, now + this.ttlMs);
  }

  delete(userId: string): void {
    this.until.delete(userId);
  }
}
