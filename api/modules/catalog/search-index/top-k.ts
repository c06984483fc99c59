/**
 * The k best rows by (key, then, tie) ascending, kept in a max-heap so that a scan of n rows costs n·log k:
 * the page and everything before it, never a sort of every match.
 */
export class TopK {
  private readonly keys: Float64Array;
  private readonly thens: Float64Array;
  private readonly ties: Float64Array;
  private readonly rows: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.keys = new Float64Array(k);
    this.thens = new Float64Array(k);
    this.ties = new Float64Array(k);
    this.rows = new Int32Array(k);
  }

  private compare(a: number, b: number) {
    return this.keys[a] - this.keys[b] || this.thens[a] - this.thens[b] || this.ties[a] - this.ties[b];
  }

  private worse(a: number, b: number) {
    return this.compare(a, b) > 0;
  }

  private swap(a: number, b: number) {
    [this.keys[a], this.keys[b]] = [this.keys[b], this.keys[a]];
    [this.thens[a], this.thens[b]] = [this.thens[b], this.thens[a]];
    [this.ties[a], this.ties[b]] = [this.ties[b], this.ties[a]];
    [this.rows[a], this.rows[b]] = [this.rows[b], this.rows[a]];
  }

  /** `then` orders rows of equal key (a second sort key); `tie` last (a unique id, so pages never overlap). */
  offer(row: number, key: number, tie: number, then = 0) {
    if (this.k === 0) return;
    if (this.size < this.k) {
      let index = this.size++;
      this.keys[index] = key;
      this.thens[index] = then;
      this.ties[index] = tie;
      this.rows[index] = row;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!this.worse(index, parent)) break;
        this.swap(index, parent);
        index = parent;
      }
      return;
    }
    const order = key - this.keys[0] || then - this.thens[0] || tie - this.ties[0];
    if (order >= 0) return;
    this.keys[0] = key;
    this.thens[0] = then;
    this.ties[0] = tie;
    this.rows[0] = row;
    for (let index = 0; ;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let largest = index;
      if (left < this.size && this.worse(left, largest)) largest = left;
      if (right < this.size && this.worse(right, largest)) largest = right;
      if (largest === index) break;
      this.swap(index, largest);
      index = largest;
    }
  }

  /** The key a row must not exceed to be kept: the worst kept key once k rows are kept, Infinity before. */
  get keyBound(): number {
    return this.size < this.k ? Infinity : this.keys[0];
  }

  /** The kept rows, best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, index) => index);
    order.sort((a, b) => this.compare(a, b));
    return order.map((index) => this.rows[index]);
  }
}
