/** An order's number: the store's prefix, the day it was placed (UTC) and its id — "DE20261124-000012". */
export function orderNumberOf(id: number, placedAt: Date): string {
  const day = placedAt.toISOString().slice(0, 10).replaceAll("-", "");
  return `DE${day}-${String(id).padStart(6, "0")}`;
}
