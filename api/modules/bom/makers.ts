import type { CatalogReference } from "../catalog/reference";
import { foldText } from "../catalog/text";

const key = (text: string) => foldText(text).replace(/[^a-z0-9]/g, "");

/**
 * The makers a BOM's manufacturer column names: "Texas Instruments Inc." and "texas-instruments" name Texas
 * Instruments, "ON Semiconductor" onsemi, "ST Micro" STMicroelectronics (one name begins the other). Null when the
 * line names none; an empty set when it names a maker the catalog does not hold.
 */
export function namedMakers(reference: CatalogReference, given: string | undefined): Set<number> | null {
  const wanted = given ? key(given) : "";
  if (wanted.length < 2) return null;
  const begins = (name: string) => {
    const other = key(name);
    return other.length >= 2 && (other.startsWith(wanted) || wanted.startsWith(other));
  };
  return new Set(reference.manufacturers.filter((maker) => begins(maker.name) || begins(maker.slug)).map((maker) => maker.id));
}
