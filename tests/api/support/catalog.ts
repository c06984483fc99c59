import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../api/db/client";
import type { App } from "../../../api/server";

/** Rows of a raw query against the test database (to check the API's answers against the data itself). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes; a caller names T where it matters
export async function getData<T = any>(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url, headers: { "accept-language": "en", ...headers } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json().data as T;
}

/** A query string; a list value repeats its key. */
export const queryOf = (params: Record<string, string | number | string[]>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query.toString();
};

export const search = (params: Record<string, string | number | string[]>) => `/v1/products/variants/search?${queryOf(params)}`;

export { sql };
