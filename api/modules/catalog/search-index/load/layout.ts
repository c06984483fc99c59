import type { Segment } from "../snapshot";
import type { ReadRows } from "./read-rows";

/** The read rows by rank in MPN order over the whole catalog: MPN (byte order), then product and variant id. */
export function mpnOrder(rows: ReadRows): Int32Array {
  const { mpns, productId, id } = rows;
  const order = new Int32Array(rows.size);
  for (let index = 0; index < rows.size; index += 1) order[index] = index;
  return order.sort((a, b) => (mpns[a] < mpns[b] ? -1 : mpns[a] > mpns[b] ? 1 : productId.at(a) - productId.at(b) || id.at(a) - id.at(b)));
}

/** One empty segment per category, in category id order, each as long as the category has rows. */
export function categorySegments(rows: ReadRows): Segment[] {
  const countByCategory = new Map<number, number>();
  for (let index = 0; index < rows.size; index += 1)
    countByCategory.set(rows.categoryId.at(index), (countByCategory.get(rows.categoryId.at(index)) ?? 0) + 1);
  const segments: Segment[] = [];
  let start = 0;
  for (const categoryId of [...countByCategory.keys()].sort((a, b) => a - b)) {
    const end = start + countByCategory.get(categoryId)!;
    segments.push({
      categoryId,
      start,
      end,
      properties: new Map(),
      bitmaps: new Map(),
      liveBits: new Uint32Array(0),
      firstOfProduct: new Uint32Array(0),
      sameAsNext: new Uint32Array(0),
      longestProduct: 0,
      writes: 0,
    });
    start = end;
  }
  return segments;
}
