import type { CatalogReference } from "../reference";

/** Maker names compare as a reader sorts them: case and accents aside ("Würth" among the W's), digits by value. */
export const makerNameCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const ranks = new WeakMap<CatalogReference, Int32Array>();

/**
 * Each manufacturer id's place among the makers by name A→Z (ties by id), for the maker sort; a maker newer than the
 * reference (unknown here) comes last. Worked out once per reference, which lives a minute.
 */
export function makerRanks(reference: CatalogReference, largestId: number): Int32Array {
  const known = ranks.get(reference);
  if (known && known.length > largestId) return known;
  const makers = [...reference.manufacturers].sort((a, b) => makerNameCollator.compare(a.name, b.name) || a.id - b.id);
  const size = Math.max(largestId, ...makers.map((maker) => maker.id)) + 1;
  const rank = new Int32Array(size).fill(makers.length);
  makers.forEach((maker, place) => (rank[maker.id] = place));
  ranks.set(reference, rank);
  return rank;
}
