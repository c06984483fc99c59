import { int32Column } from "./growable";

/**
 * Each row's price breaks, which the price sorts read (docs/decisions/054-price-sort-at-a-quantity.md). A catalog
 * repeats a few quantity ladders (1/10/100/500/1000, a reel's 1, 2 and 5 reels), so a row keeps the code of its
 * ladder, shared, and its own USD prices in consecutive slots: 8 bytes per row and 8 per break.
 */
export class PriceBreakColumns {
  /** Per row, the code of its quantity ladder; 0: no breaks (no price). */
  readonly ladderOf: Int32Array;
  /** Per row, the slot of its first break's price. */
  readonly priceStart: Int32Array;
  private prices: Float64Array;
  private usedSlots = 0;
  /** Ladder code → its first entry in `quantities`; one more entry closes the last ladder. */
  private readonly ladderStart = int32Column(64);
  private readonly quantities = int32Column(256);
  private readonly ladderCodes = new Map<string, number>();

  /** Room for `rows` rows and `breaks` breaks; rows whose ladder grows later take new slots. */
  constructor(rows: number, breaks: number) {
    this.ladderOf = new Int32Array(rows);
    this.priceStart = new Int32Array(rows);
    this.prices = new Float64Array(Math.max(breaks, 1));
    this.ladderStart.push(0);
    this.internLadder([]);
  }

  private internLadder(quantities: ArrayLike<number>): number {
    const key = Array.prototype.join.call(quantities, ",");
    let code = this.ladderCodes.get(key);
    if (code === undefined) {
      code = this.ladderCodes.size;
      this.ladderCodes.set(key, code);
      for (let index = 0; index < quantities.length; index += 1) this.quantities.push(quantities[index]);
      this.ladderStart.push(this.quantities.length);
    }
    return code;
  }

  /** How many breaks the row has. */
  count(row: number): number {
    const code = this.ladderOf[row];
    return this.ladderStart.at(code + 1) - this.ladderStart.at(code);
  }

  /** Sets a row's breaks (quantities rising, prices in USD); a longer ladder than the row had moves it to new slots. */
  set(row: number, quantities: ArrayLike<number>, prices: ArrayLike<number>) {
    if (quantities.length > this.count(row)) this.priceStart[row] = this.takeSlots(quantities.length);
    this.ladderOf[row] = this.internLadder(quantities);
    const start = this.priceStart[row];
    for (let index = 0; index < prices.length; index += 1) this.prices[start + index] = prices[index];
  }

  private takeSlots(count: number): number {
    if (this.usedSlots + count > this.prices.length) {
      const bigger = new Float64Array(Math.max(this.usedSlots + count, this.prices.length * 2));
      bigger.set(this.prices);
      this.prices = bigger;
    }
    this.usedSlots += count;
    return this.usedSlots - count;
  }

  /** The first break's unit price (USD); NaN without breaks. */
  firstPrice(row: number): number {
    return this.ladderOf[row] === 0 ? Number.NaN : this.prices[this.priceStart[row]];
  }

  /**
   * The unit price (USD) at `quantity`: the break with the largest quantity not above it, the first below every
   * break (contract/price-breaks.ts `breakAt`, over the typed columns for the scan's loop); NaN without breaks.
   */
  priceAt(row: number, quantity: number): number {
    const code = this.ladderOf[row];
    if (code === 0) return Number.NaN;
    const from = this.ladderStart.at(code);
    const to = this.ladderStart.at(code + 1);
    let chosen = 0;
    for (let entry = from + 1; entry < to && this.quantities.at(entry) <= quantity; entry += 1) chosen = entry - from;
    return this.prices[this.priceStart[row] + chosen];
  }

  /** Bytes held: the two per-row columns, the price slots and the ladders. */
  get byteLength(): number {
    return (
      this.ladderOf.byteLength +
      this.priceStart.byteLength +
      this.prices.byteLength +
      (this.ladderStart.length + this.quantities.length) * 4
    );
  }
}
