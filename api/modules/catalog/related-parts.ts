import type { PropertyDefinition } from "../../db/schema";
import type { IndexSnapshot } from "./search-index";
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

/**
 * Parts like a product, from the in-memory index (docs/decisions/002-in-memory-search-index.md): in its category,
 * the same main value (the first key property: resistance, capacitance…) and package first, then the neighbouring
 * values in the same package, then neighbours in other packages, then the rest of the family; ties go to the part
 * sharing more key properties, then to the one in stock. One variant per product (its first in stock). Variant ids.
 * One pass over the category's rows reading code columns only: a few milliseconds for 300,000 rows.
 */
export function relatedVariantIds(index: IndexSnapshot, definitions: PropertyDefinition[], productId: number, take: number): number[] {
  const anchor = productId < index.firstRowOfProduct.length ? index.firstRowOfProduct[productId] : -1;
  const segment = anchor >= 0 ? segmentOfRow(index, anchor) : undefined;
  const keyDefinitions = definitions.filter((definition) => definition.isKey && segment?.properties.has(definition.code));
  if (!segment || keyDefinitions.length === 0) return [];
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
  const { productId: products, live, inStock, mpnRank } = index;

  const best = new TopK(take);
  for (let row = start; row < end;) {
    const product = products[row];
    let chosen = -1;
    for (; row < end && products[row] === product; row += 1) {
      if (live[row] === 0) continue;
      if (chosen < 0 || (inStock[chosen] === 0 && inStock[row] === 1)) chosen = row;
    }
    if (chosen < 0 || product === productId) continue;
    const at = chosen - start;
    const distance = distances[mainColumn[at]];
    const samePackage = packageColumn === null || packageColumn[at] === anchorPackage;
    const key = distance === Infinity ? SAME_FAMILY : distance + (samePackage ? 0 : OTHER_PACKAGE);
    let differences = 0;
    for (let other = 0; other < otherColumns.length; other += 1) if (otherColumns[other][at] !== anchorOthers[other]) differences += 1;
    best.offer(chosen, key, mpnRank[chosen], differences * 2 + (inStock[chosen] === 1 ? 0 : 1));
  }
  return best.sorted().map((row) => index.variantId[row]);
}
