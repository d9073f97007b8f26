/** The k items with the smallest distances seen, kept sorted; cheap to reject once full. */
export class TopK<T> {
  private items: T[] = [];
  private distances: number[] = [];

  constructor(private readonly k: number) {}

  get size(): number {
    return this.items.length;
  }

  offer(item: T, distance: number): void {
    if (this.items.length === this.k && distance >= this.distances[this.k - 1]!) return;
    let at = this.distances.length;
    while (at > 0 && this.distances[at - 1]! > distance) at--;
    this.items.splice(at, 0, item);
    this.distances.splice(at, 0, distance);
    if (this.items.length > this.k) {
      this.items.pop();
      this.distances.pop();
    }
  }

  entries(): { item: T; distance: number }[] {
    return this.items.map((item, i) => ({ item, distance: this.distances[i]! }));
  }
}
