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

interface Likeness {
  key: number;
  /** Fewer is closer: the key properties that differ besides the main one and the package. */
  differences: number;
}

function likenessOf(segment: Segment, definitions: PropertyDefinition[], anchor: number, row: number, distances: Float64Array): Likeness {
  const [main, ...others] = definitions;
  const codeAt = (definition: PropertyDefinition, at: number) => segment.properties.get(definition.code)?.[at - segment.start] ?? 0;
  const distance = distances[codeAt(main, row)] ?? Infinity;
  const packageDefinition = others.find((definition) => definition.code === "package");
  const samePackage = !packageDefinition || codeAt(packageDefinition, row) === codeAt(packageDefinition, anchor);
  let differences = 0;
  for (const definition of others)
    if (definition !== packageDefinition && codeAt(definition, row) !== codeAt(definition, anchor)) differences += 1;
  if (!Number.isFinite(distance)) return { key: SAME_FAMILY, differences };
  return { key: distance + (samePackage ? 0 : OTHER_PACKAGE), differences };
}

/**
 * Parts like a product, from the in-memory index (docs/decisions/002-in-memory-search-index.md): in its category,
 * the same main value (the first key property: resistance, capacitance…) and package first, then the neighbouring
 * values in the same package, then neighbours in other packages, then the rest of the family; ties go to the part
 * sharing more key properties, then to the one in stock. One variant per product (its first in stock). Variant ids.
 */
export function relatedVariantIds(index: IndexSnapshot, definitions: PropertyDefinition[], productId: number, take: number): number[] {
  const anchor = productId < index.firstRowOfProduct.length ? index.firstRowOfProduct[productId] : -1;
  const segment = anchor >= 0 ? segmentOfRow(index, anchor) : undefined;
  const keyDefinitions = definitions.filter((definition) => definition.isKey && segment?.properties.has(definition.code));
  if (!segment || keyDefinitions.length === 0) return [];
  const main = keyDefinitions[0];
  const distances = distancesFrom(index, main.code, segment.properties.get(main.code)![anchor - segment.start]);
  const best = new TopK(take);
  for (let row = segment.start; row < segment.end;) {
    const product = index.productId[row];
    let chosen = -1;
    for (; row < segment.end && index.productId[row] === product; row += 1) {
      if (index.live[row] === 0) continue;
      if (chosen < 0 || (index.inStock[chosen] === 0 && index.inStock[row] === 1)) chosen = row;
    }
    if (chosen < 0 || product === productId) continue;
    const likeness = likenessOf(segment, keyDefinitions, anchor, chosen, distances);
    const tie = (likeness.differences * 2 + (index.inStock[chosen] === 1 ? 0 : 1)) * index.size + index.mpnRank[chosen];
    best.offer(chosen, likeness.key, tie);
  }
  return best.sorted().map((row) => index.variantId[row]);
}
