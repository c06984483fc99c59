import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../api/db/client";
import { rows } from "./catalog";

/**
 * The product list's rules written directly in SQL over variants, products and manufacturers (never over
 * variant_search or the in-memory index), so tests can hold the list's answers against the data itself.
 */

export type Params = Record<string, string | number | string[]>;

/** What the list is narrowed to before any filter (a category, the search box): it applies to every facet. */
export interface Scope {
  params: Params;
  where: SQL;
  /** The category code, when the scope is one. */
  category?: string;
}

/** A filter the user set and its rule; `dimension` is its facet, whose counts ignore it (disjunctive facets). */
export interface Filter {
  dimension: string;
  params: Params;
  where: SQL;
}

export const FROM = sql`variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id`;

const list = (values: Array<string | number>) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The ids of a category and every category below it. */
export const subtree = (code: string) =>
  sql`(WITH RECURSIVE tree AS (SELECT id FROM categories WHERE code = ${code} UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree)`;

const numericProperty = (code: string) =>
  sql`jsonb_typeof(p.properties -> ${code}::text) = 'number' AND (p.properties ->> ${code}::text)::numeric`;

export const scopes = {
  category: (code: string): Scope => ({ category: code, params: { category: code }, where: sql`p.category_id IN ${subtree(code)}` }),
  /** The search box; `where` is what the text means (see the helpers below). */
  search: (text: string, ...meaning: SQL[]): Scope => ({ params: { search: text }, where: sql.join(meaning, sql` AND `) }),
};

/** A value typed in the search box: one property of its kind (resistance, package, …) of the part's category holds it. */
export const holds = (quantity: string, value: number | string) =>
  sql`EXISTS (SELECT 1 FROM property_definitions d WHERE d.category_id = p.category_id AND d.search_quantity = ${quantity}
              AND p.properties -> d.code = ${JSON.stringify(value)}::jsonb)`;
/** A word typed in the search box: the product's search text holds it. */
export const hasWord = (word: string) => sql`p.search_text LIKE ${`%${word}%`}`;
/** A part number typed alone: products whose normalised MPN starts with it, and the variant whose SKU it is. */
export const partNumber = (normalized: string) => sql`(p.mpn_normalized LIKE ${`${normalized}%`} OR v.sku_normalized = ${normalized})`;

export const filters = {
  makers: (...slugs: string[]): Filter => ({
    dimension: "manufacturer",
    params: { manufacturer: slugs },
    where: sql`m.slug IN (${list(slugs)})`,
  }),
  packaging: (...names: string[]): Filter => ({
    dimension: "packaging",
    params: { packaging: names },
    where: sql`v.packaging IN (${list(names)})`,
  }),
  inStock: (): Filter => ({ dimension: "inStock", params: { inStock: "true" }, where: sql`v.total_stock > 0` }),
  rohs: (): Filter => ({ dimension: "rohs", params: { rohs: "true" }, where: sql`p.rohs` }),
  /** Equal to any of the values (numbers and text compare as jsonb does). */
  prop: (code: string, ...values: Array<number | string>): Filter => ({
    dimension: `prop:${code}`,
    params: { prop: values.map((value) => `${code}:${value}`) },
    where: sql`(${sql.join(
      values.map((value) => sql`p.properties @> ${JSON.stringify({ [code]: value })}::jsonb`),
      sql` OR `,
    )})`,
  }),
  min: (code: string, bound: string | number): Filter => ({
    dimension: `prop:${code}`,
    params: { min: `${code}:${bound}` },
    where: sql`(${numericProperty(code)} >= ${String(bound)}::numeric)`,
  }),
  max: (code: string, bound: string | number): Filter => ({
    dimension: `prop:${code}`,
    params: { max: `${code}:${bound}` },
    where: sql`(${numericProperty(code)} <= ${String(bound)}::numeric)`,
  }),
};

/** The query parameters of scopes and filters together (repeated keys become lists). */
export function paramsOf(parts: Array<{ params: Params }>): Params {
  const merged: Record<string, string[]> = {};
  for (const { params } of parts) {
    for (const [key, value] of Object.entries(params))
      merged[key] = [...(merged[key] ?? []), ...(Array.isArray(value) ? value : [String(value)])];
  }
  return merged;
}

/** Scopes and every filter but those of `skipDimension`. */
export function whereOf(scopeList: Scope[], filterList: Filter[], skipDimension?: string): SQL {
  const parts = [
    ...scopeList.map((scope) => scope.where),
    ...filterList.filter((filter) => filter.dimension !== skipDimension).map((filter) => filter.where),
  ];
  return parts.length
    ? sql.join(
        parts.map((part) => sql`(${part})`),
        sql` AND `,
      )
    : sql`TRUE`;
}

/** Variant counts by a value (a maker's slug, a packaging, a property's jsonb value parsed by the driver); no value is left out. */
export async function countsBy(db: Database, value: SQL, where: SQL): Promise<Array<{ value: number | string; count: number }>> {
  const counted = await rows<{ value: number | string | null; count: number }>(
    db,
    sql`SELECT ${value} AS value, count(*)::int AS count FROM ${FROM} WHERE ${where} GROUP BY 1`,
  );
  return counted.filter((row) => row.value !== null) as Array<{ value: number | string; count: number }>;
}

/**
 * Whose key properties the list counts: the chosen category's subtree when it holds a single parametric category,
 * else the one category every match is in, else none.
 */
export async function tableCategoryOf(db: Database, scopeList: Scope[], where: SQL): Promise<number | null> {
  const category = scopeList.find((scope) => scope.category)?.category;
  if (category) {
    const parametric = await rows<{ id: number }>(
      db,
      sql`SELECT DISTINCT category_id AS id FROM property_definitions WHERE category_id IN ${subtree(category)}`,
    );
    if (parametric.length === 1) return parametric[0].id;
  }
  const matched = await rows<{ id: number }>(db, sql`SELECT DISTINCT p.category_id AS id FROM ${FROM} WHERE ${where}`);
  return matched.length === 1 ? matched[0].id : null;
}

/**
 * The list's sort orders: hidden prices and stock last, a missing price after every price, ties by variant id; by
 * price, parts compare at the same quantity: by minimum order quantity, then price (decision 010).
 */
export const ORDER_BY = {
  "price-asc": sql`NOT v.is_show_price, v.unit_price_usd IS NULL, v.minimum_order_quantity, CASE WHEN v.is_show_price THEN v.unit_price_usd END ASC, v.id`,
  "price-desc": sql`NOT v.is_show_price, v.unit_price_usd IS NULL, v.minimum_order_quantity, CASE WHEN v.is_show_price THEN v.unit_price_usd END DESC, v.id`,
  "stock-desc": sql`NOT v.is_show_stock, CASE WHEN v.is_show_stock THEN v.total_stock END DESC, v.id`,
  // Byte order, whatever the database's collation.
  "mpn-asc": sql`p.mpn_normalized COLLATE "C", p.id, v.id`,
} as const;

export type ListSort = keyof typeof ORDER_BY;

export async function orderedVariantIds(db: Database, where: SQL, sort: ListSort, limit: number): Promise<number[]> {
  const ordered = await rows<{ id: number }>(db, sql`SELECT v.id FROM ${FROM} WHERE ${where} ORDER BY ${ORDER_BY[sort]} LIMIT ${limit}`);
  return ordered.map((row) => row.id);
}
