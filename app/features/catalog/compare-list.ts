// The compare list: up to four variant ids kept in a cookie, oldest first.

export const COMPARE_LIMIT = 4;

export type CompareAddResult = "added" | "alreadyListed" | "full";

/** Only positive whole ids, no repeats, at most the limit (a tampered cookie cannot grow the list). */
export function cleanCompareList(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.filter((value): value is number => Number.isSafeInteger(value) && value > 0);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

export function addToCompare(list: number[], variantId: number): { list: number[]; result: CompareAddResult } {
  if (list.includes(variantId)) return { list, result: "alreadyListed" };
  if (list.length >= COMPARE_LIMIT) return { list, result: "full" };
  return { list: [...list, variantId], result: "added" };
}

export function removeFromCompare(list: number[], variantId: number): number[] {
  return list.filter((id) => id !== variantId);
}

/** A property row differs when the products do not all show the same value (a missing value counts as one). */
export function valuesDiffer(values: Array<string | null | undefined>): boolean {
  return new Set(values.map((value) => value ?? "")).size > 1;
}
