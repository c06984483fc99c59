/** A return's number: the store's return prefix, the day it was requested (UTC) and its id — "IR20261124-000012". */
export function returnNumberOf(id: number, requestedAt: Date): string {
  const day = requestedAt.toISOString().slice(0, 10).replaceAll("-", "");
  return `IR${day}-${String(id).padStart(6, "0")}`;
}
