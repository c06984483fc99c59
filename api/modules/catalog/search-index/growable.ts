type IntArray = Int32Array | Uint32Array | Float64Array | Uint8Array;

/** An append-only typed column that doubles when full: the loader does not know the row count in advance. */
export class Growable<T extends IntArray> {
  length = 0;

  constructor(
    private data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  at(index: number) {
    return this.data[index];
  }

  /** Entries `from` to `to` (excluded), as a view that the next push may detach. */
  view(from: number, to: number) {
    return this.data.subarray(from, to);
  }
}

export const int32Column = (size = 1024) => new Growable(new Int32Array(size), (next) => new Int32Array(next));
export const float64Column = (size = 1024) => new Growable(new Float64Array(size), (next) => new Float64Array(next));
