import type { PropertyDefinition } from "../../db/schema";
import type { IndexSnapshot, Segment } from "./search-index";
import { segmentOfRow } from "./search-index/snapshot";
import { TopK } from "./search-index/top-k";

/** Key of a part with no value to compare: the same family, after every part of the same or a neighbouring value. */
const SAME_FAMILY = 1_000;
/** Added to a neighbour in another package, so that every neighbour in the same package comes first. */
const OTHER_PACKAGE = 100;

/**
 * How far each value of the part's main property is from its own: 0 for the same value, the distance of the
 * logarithms for numbers (4.3 kΩ and 5.1 kΩ are the neighbours of 4.7 kΩ, 47 kΩ is not), none (Infinity) for
 * another text value. One entry per dictionary code, so the scan reads an array, never a value.
 */
function distancesFrom(index: IndexSnapshot, code: string, own: number): Float64Array {
  const values = index.values.get(code)?.values ?? [];
  const distances = new Float64Array(values.length).fill(Infinity);
  const ownValue = values[own];
  for (let other = 1; other < values.length; other += 1) {
    const value = values[other];
    if (other === own) distances[other] = 0;
    else if (typeof value === "number" && typeof ownValue === "number" && value > 0 && ownValue > 0)
      distances[other] = Math.abs(Math.log(value / ownValue));
  }
  return distances;
}

/** A segment's rows grouped by their code in one column (a counting sort): rows of code c are rows[offsets[c]…offsets[c + 1]). */
interface RowsByCode {
  column: Int32Array;
  writes: number;
  offsets: Int32Array;
  rows: Int32Array;
}

const rowsByCodeCache = new WeakMap<Segment, Map<string, RowsByCode>>();

/** Built on a category's first related-parts question, rebuilt after a value in the column changes. */
function rowsByCode(segment: Segment, code: string): RowsByCode {
  const column = segment.properties.get(code)!;
  const cache = rowsByCodeCache.get(segment) ?? new Map<string, RowsByCode>();
  rowsByCodeCache.set(segment, cache);
  const cached = cache.get(code);
  if (cached && cached.column === column && cached.writes === segment.writes) return cached;
  let maxCode = 0;
  for (let at = 0; at < column.length; at += 1) if (column[at] > maxCode) maxCode = column[at];
  const offsets = new Int32Array(maxCode + 2);
  for (let at = 0; at < column.length; at += 1) offsets[column[at] + 1] += 1;
  for (let value = 1; value < offsets.length; value += 1) offsets[value] += offsets[value - 1];
  const next = offsets.slice(0, maxCode + 1);
  const rows = new Int32Array(column.length);
  for (let at = 0; at < column.length; at += 1) rows[next[column[at]]++] = at;
  const built = { column, writes: segment.writes, offsets, rows };
  cache.set(code, built);
  return built;
}

/** The row that stands for a row's product: its first live variant in stock, else its first live variant. */
function chosenRow(index: IndexSnapshot, row: number, end: number): number {
  const { productId: products, live, inStock } = index;
  const product = products[row];
  let chosen = -1;
  for (let other = index.firstRowOfProduct[product]; other < end && products[other] === product; other += 1) {
    if (live[other] === 0) continue;
    if (chosen < 0 || (inStock[chosen] === 0 && inStock[other] === 1)) chosen = other;
  }
  return chosen;
}

/**
 * Parts like a product, from the in-memory index (docs/decisions/002-in-memory-search-index.md): in its category,
 * the same main value (the first key property: resistance, capacitance…) and package first, then the neighbouring
 * values in the same package, then neighbours in other packages, then the rest of the family; ties go to the part
 * sharing more key properties, then to the one in stock. One variant per product (its first in stock). Variant ids.
 * The category's rows are visited value by value, nearest first, until no further value can enter the list; a
 * category whose values do not fill it is read whole. Null for a product the index does not hold.
 */
export function relatedVariantIds(
  index: IndexSnapshot,
  definitionsByCategory: Map<number, PropertyDefinition[]>,
  productId: number,
  take: number,
): number[] | null {
  const anchor = productId < index.firstRowOfProduct.length ? index.firstRowOfProduct[productId] : -1;
  const segment = anchor >= 0 ? segmentOfRow(index, anchor) : undefined;
  if (!segment) return null;
  const definitions = definitionsByCategory.get(segment.categoryId) ?? [];
  const keyDefinitions = definitions.filter((definition) => definition.isKey && segment.properties.has(definition.code));
  if (keyDefinitions.length === 0 || take <= 0) return [];
  const { start, end } = segment;
  const column = (definition: PropertyDefinition) => segment.properties.get(definition.code)!;
  const [main, ...others] = keyDefinitions;
  const mainColumn = column(main);
  const distances = distancesFrom(index, main.code, mainColumn[anchor - start]);
  const packageDefinition = others.find((definition) => definition.code === "package");
  const packageColumn = packageDefinition ? column(packageDefinition) : null;
  const anchorPackage = packageColumn ? packageColumn[anchor - start] : 0;
  const otherColumns = others.filter((definition) => definition !== packageDefinition).map(column);
  const anchorOthers = otherColumns.map((values) => values[anchor - start]);
  const samePackage = (at: number) => packageColumn === null || packageColumn[at] === anchorPackage;

  const offer = (best: TopK, chosen: number) => {
    const at = chosen - start;
    const distance = distances[mainColumn[at]];
    const key = distance === Infinity ? SAME_FAMILY : distance + (samePackage(at) ? 0 : OTHER_PACKAGE);
    let differences = 0;
    for (let other = 0; other < otherColumns.length; other += 1) if (otherColumns[other][at] !== anchorOthers[other]) differences += 1;
    best.offer(chosen, key, index.mpnRank[chosen], differences * 2 + (index.inStock[chosen] === 1 ? 0 : 1));
  };

  // Nearest values first: a part is offered when its group reaches the row that stands for its product.
  const nearest = new TopK(take);
  const groups = rowsByCode(segment, main.code);
  const codes: number[] = [];
  for (let code = 1; code + 1 < groups.offsets.length; code += 1)
    if (groups.offsets[code + 1] > groups.offsets[code] && distances[code] !== Infinity) codes.push(code);
  codes.sort((a, b) => distances[a] - distances[b]);
  for (const inPackage of packageColumn ? [true, false] : [true]) {
    for (const code of codes) {
      if (distances[code] + (inPackage ? 0 : OTHER_PACKAGE) > nearest.keyBound) break;
      for (let at = groups.offsets[code]; at < groups.offsets[code + 1]; at += 1) {
        const row = start + groups.rows[at];
        if (index.live[row] === 0 || samePackage(row - start) !== inPackage || index.productId[row] === productId) continue;
        if (chosenRow(index, row, end) === row) offer(nearest, row);
      }
    }
  }
  if (nearest.keyBound < SAME_FAMILY) return nearest.sorted().map((row) => index.variantId[row]);

  const best = new TopK(take);
  for (let row = start; row < end;) {
    const product = index.productId[row];
    const chosen = chosenRow(index, row, end);
    while (row < end && index.productId[row] === product) row += 1;
    if (chosen >= 0 && product !== productId) offer(best, chosen);
  }
  return best.sorted().map((row) => index.variantId[row]);
}
