import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../api/db/client";
import { rows } from "./catalog";

/**
 * The product list's rules written directly in SQL over variants, products and manufacturers (never over
 * variant_search or the in-memory index), so tests can hold the list's answers against the data itself. The list
 * counts parts: a part matches when one of its variants does (docs/decisions/058-one-row-per-part.md).
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
  /** A range is a filter of its own: the property's facet counts only the values inside it (its links keep the range). */
  min: (code: string, bound: string | number): Filter => ({
    dimension: `range:${code}`,
    params: { min: `${code}:${bound}` },
    where: sql`(${numericProperty(code)} >= ${String(bound)}::numeric)`,
  }),
  max: (code: string, bound: string | number): Filter => ({
    dimension: `range:${code}`,
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

/** Part counts by a value (a maker's slug, a packaging, a property's jsonb value parsed by the driver); no value is left out. */
export async function countsBy(db: Database, value: SQL, where: SQL): Promise<Array<{ value: number | string; count: number }>> {
  const counted = await rows<{ value: number | string | null; count: number }>(
    db,
    sql`SELECT ${value} AS value, count(DISTINCT p.id)::int AS count FROM ${FROM} WHERE ${where} GROUP BY 1`,
  );
  return counted.filter((row) => row.value !== null) as Array<{ value: number | string; count: number }>;
}

/**
 * The packaging facet's counts: a part comes in several packagings, so an option counts what its link changes
 * (decision 058). With no packaging chosen, the listed parts having it; once some are chosen, a chosen option counts
 * the listed parts only it lists, another the parts it would add.
 */
export async function packagingCounts(db: Database, scopeList: Scope[], filterList: Filter[]) {
  const all = whereOf(scopeList, filterList);
  if (!filterList.some((filter) => filter.dimension === "packaging")) return countsBy(db, sql`v.packaging`, all);
  return rows<{ value: string; count: number }>(
    db,
    sql`WITH listed AS (SELECT p.id, array_agg(DISTINCT v.packaging) AS packs FROM ${FROM} WHERE ${all} GROUP BY p.id),
             others AS (SELECT DISTINCT p.id, v.packaging FROM ${FROM} WHERE ${whereOf(scopeList, filterList, "packaging")})
        SELECT packaging AS value, count(*)::int AS count FROM (
          SELECT id, packs[1] AS packaging FROM listed WHERE cardinality(packs) = 1
          UNION ALL
          SELECT id, packaging FROM others WHERE id NOT IN (SELECT id FROM listed)
        ) counted GROUP BY 1`,
  );
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

/** A part's first price break, which the list shows first and a price sort compares without a stated quantity. */
const firstPrice = sql`(SELECT b.unit_price_usd FROM price_breaks b WHERE b.variant_id = v.id ORDER BY b.quantity LIMIT 1)`;

/** The unit price at `quantity`: the break with the largest quantity not above it; below every break, the first. */
const priceAt = (quantity: number) =>
  sql`coalesce((SELECT b.unit_price_usd FROM price_breaks b WHERE b.variant_id = v.id AND b.quantity <= ${quantity} ORDER BY b.quantity DESC LIMIT 1), ${firstPrice})`;

/**
 * The price sorts (decision 054): hidden prices last, a part without price breaks before them, ties by variant id.
 * At a stated quantity, the parts whose minimum order is above it come after those that can be ordered in it (by
 * their first break); the others by their price at that quantity. Without one, by each part's first break.
 */
function priceOrder(direction: SQL, quantity: number | undefined) {
  if (quantity === undefined)
    return sql`NOT v.is_show_price, ${firstPrice} IS NULL, CASE WHEN v.is_show_price THEN ${firstPrice} END ${direction}, v.id`;
  const aboveMinimum = sql`v.minimum_order_quantity > ${quantity}`;
  const price = sql`CASE WHEN ${aboveMinimum} THEN ${firstPrice} ELSE ${priceAt(quantity)} END`;
  return sql`NOT v.is_show_price, ${firstPrice} IS NULL, ${aboveMinimum}, CASE WHEN v.is_show_price THEN ${price} END ${direction}, v.id`;
}

/** The orders SQL can write; by part number in byte order (whatever the database's collation), then product and variant. */
const ORDER_BY = {
  "price-asc": (quantity?: number) => priceOrder(sql`ASC`, quantity),
  "price-desc": (quantity?: number) => priceOrder(sql`DESC`, quantity),
  "stock-desc": () =>
    sql`NOT v.is_show_stock, CASE WHEN v.is_show_stock THEN v.total_stock END DESC, p.mpn_normalized COLLATE "C", p.id, v.id`,
  "mpn-asc": () => sql`p.mpn_normalized COLLATE "C", p.id, v.id`,
} as const;

/**
 * The maker sort: makers by name as a reader sorts them (case and accents aside, "onsemi" among the O's, "Würth" among
 * the W's), then part number as above. No collation of the database says that, so the rows are sorted here.
 */
const makerNames = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export type ListSort = keyof typeof ORDER_BY | "manufacturer-asc";

/** The number of parts matching `where`, and of those with a matching variant in stock and those RoHS compliant. */
export async function partTotals(db: Database, where: SQL) {
  const [totals] = await rows<{ total: number; inStock: number; rohs: number }>(
    db,
    sql`SELECT count(DISTINCT p.id)::int AS total, count(DISTINCT p.id) FILTER (WHERE v.total_stock > 0)::int AS "inStock",
               count(DISTINCT p.id) FILTER (WHERE p.rohs)::int AS rohs
        FROM ${FROM} WHERE ${where}`,
  );
  return totals;
}

/** Each part once, as its first variant in the list's order: a part ranks as its best matching variant. */
function firstOfEachPart(ordered: Array<{ id: number; productId: number }>, limit: number): number[] {
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const row of ordered) {
    if (seen.has(row.productId)) continue;
    seen.add(row.productId);
    ids.push(row.id);
    if (ids.length === limit) break;
  }
  return ids;
}

/**
 * The variant ids of the list's first `limit` rows for the variants matching `where` in its `sort` (at a stated
 * `quantity`): one per part, the part's best variant.
 */
export async function orderedVariantIds(db: Database, where: SQL, sort: ListSort, limit: number, quantity?: number): Promise<number[]> {
  if (sort === "manufacturer-asc") {
    const found = await rows<{ id: number; maker: string; makerId: number; mpn: string; productId: number }>(
      db,
      sql`SELECT v.id, m.name AS maker, m.id AS "makerId", p.mpn_normalized AS mpn, p.id AS "productId" FROM ${FROM} WHERE ${where}`,
    );
    const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    found.sort(
      (a, b) =>
        makerNames.compare(a.maker, b.maker) ||
        a.makerId - b.makerId ||
        byteOrder(a.mpn, b.mpn) ||
        a.productId - b.productId ||
        a.id - b.id,
    );
    return firstOfEachPart(found, limit);
  }
  const ordered = await rows<{ id: number; productId: number }>(
    db,
    sql`SELECT v.id, p.id AS "productId" FROM ${FROM} WHERE ${where} ORDER BY ${ORDER_BY[sort](quantity)}`,
  );
  return firstOfEachPart(ordered, limit);
}
