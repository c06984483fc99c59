type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | QueryScalar[]>;

/**
 * Builds a query string without the leading "?" ("" when empty). List values
 * repeat the key (a=1&a=2); null/undefined are skipped, also inside lists.
 * Encoding follows URLSearchParams, so it round-trips with the server parser.
 */
export function buildQuery(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) search.append(key, String(value));
    }
  }
  return search.toString();
}
