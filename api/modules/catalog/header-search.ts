import { sql } from "drizzle-orm";
import type { InterpretedSearch } from "@contract/api/catalog/schemas";
import { searchCategories } from "./category-service";
import type { PresentContext } from "./present";
import { queryRows } from "../../lib/query-rows";
import { definitionsInScope } from "./search-conditions";
import type { SearchIndex } from "./search-index";
import { scan } from "./search-index/scan";
import { readSearch, scanReading } from "./search-reading";
import { parseAgainstCatalog } from "./part-numbers-first";
import type { ParsedSearch } from "./search-query";
import { typoCandidates } from "./typo";
import { containingPattern, foldText, normalizePartNumber } from "./text";
import { ranking } from "./variant-search/ranking";
import { variantsByCustomerNumber } from "../customer-references/service";
import { visibleVariant } from "../special-products/terms";
import { partImagePath } from "./part-image";

interface PartRow {
  variantId: number;
  productId: number;
  sku: string;
  mpn: string;
  productSlug: string;
  categoryId: number;
  descriptionTr: string;
  descriptionEn: string;
  manufacturerId: number;
  medias: Array<{ path: string; kind: string }>;
  properties: Record<string, number | string>;
}

/** Parts the caller may see (a part exclusive to another company is no one else's: docs/decisions/053-special-products.md). */
const partsQuery = (
  context: PresentContext,
  where: ReturnType<typeof sql>,
  order: ReturnType<typeof sql>,
  take: number,
  variantWhere = sql`TRUE`,
) => sql`
  SELECT DISTINCT ON (p.mpn_normalized, p.id) v.id AS "variantId", p.id AS "productId", v.sku, p.mpn, p.slug AS "productSlug", p.category_id AS "categoryId",
         p.description_tr AS "descriptionTr", p.description_en AS "descriptionEn", p.manufacturer_id AS "manufacturerId", p.medias, p.properties
  FROM (SELECT * FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${take}) p
  JOIN variants v ON v.product_id = p.id AND ${variantWhere} AND ${visibleVariant(sql`v.id`, context.companyId)}
  ORDER BY p.mpn_normalized, p.id, v.id`;

/**
 * The parts (in the packaging numbered) the caller's company gave this customer part number: an exact lookup of its
 * key, put ahead of the suggestions (docs/decisions/043-customer-references.md).
 */
async function partsByCustomerNumber(context: PresentContext, search: string, take: number) {
  if (!context.companyId) return [];
  const variantIds = await variantsByCustomerNumber(context.db, context.companyId, search);
  if (variantIds.length === 0) return [];
  const ids = sql.param(variantIds);
  return queryRows<PartRow>(
    context.db,
    partsQuery(
      context,
      sql`p.id IN (SELECT product_id FROM variants WHERE id = ANY(${ids}::int[]))`,
      sql`p.id`,
      take,
      sql`v.id = ANY(${ids}::int[])`,
    ),
  );
}

/** One token of letters and digits, as an MPN is typed: a miss is more likely a typo than a word. */
const looksLikePartNumber = (search: string, normalized: string) =>
  normalized.length >= 5 && /\d/.test(normalized) && /[A-Z]/.test(normalized) && !/\s/.test(search.trim());

/** Parts in the order of `productIds`, one packaging each (the first). */
async function partsOfProducts(context: PresentContext, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await queryRows<PartRow>(
    context.db,
    partsQuery(context, sql`p.id = ANY(${sql.param(productIds)}::int[])`, sql`p.id`, productIds.length),
  );
  return rows.sort((a, b) => productIds.indexOf(a.productId) - productIds.indexOf(b.productId));
}

/**
 * A search with values, packages or dielectrics (`10k 0603 1%`, `3v3 LDO`): the product list's reading and its first
 * parts, one row per part. The scan keeps only the first rows (top-k) and counts no property facets.
 */
async function suggestByReading(context: PresentContext, searchIndex: SearchIndex, search: string, take: number) {
  const index = await searchIndex.snapshot();
  const reading = await readSearch(context, index, search, definitionsInScope(context.reference, null));
  const { result, interpretedSearch } = await scanReading(context, index, reading, [], (candidates, conditions, relevance) =>
    scan(index, {
      segments: index.segments,
      candidates,
      conditions,
      propertyFacets: () => null,
      ranking: ranking(index, "relevance", relevance),
      keep: take,
    }),
  );
  const productIds = result.top.map((row) => index.productId[row]);
  return { rows: await partsOfProducts(context, productIds), interpretedSearch };
}

/**
 * As-you-type suggestions for part numbers and words: exact and prefix MPN first (btree on the normalised MPN), then
 * words, and the typo pass only when neither found anything, so the common case never pays for fuzzy matching.
 * A part-number-like entry tries the typo pass before the words, whose trigram search is the dearest of the three.
 */
async function suggestByText(context: PresentContext, search: string, parsed: ParsedSearch, take: number) {
  const normalized = normalizePartNumber(search);
  if (normalized.length >= 2) {
    const prefix = await queryRows<PartRow>(
      context.db,
      // Byte order (the pattern index's own order) puts the exact MPN first and lets the scan stop after `take` rows.
      partsQuery(context, sql`p.mpn_normalized LIKE ${`${normalized}%`}`, sql`p.mpn_normalized USING ~<~`, take),
    );
    if (prefix.length) return { rows: prefix, byPartNumber: true };
  }
  const byTypo = async () => partsOfProducts(context, (await typoCandidates(context.db, normalized)).slice(0, take));
  const byWords = async () => {
    const words = parsed.words.filter((word) => word.length >= 3);
    if (words.length === 0) return [];
    const conditions = words.map((word) => sql`p.search_text LIKE ${containingPattern(word)}`);
    return queryRows<PartRow>(context.db, partsQuery(context, sql.join(conditions, sql` AND `), sql`p.id`, take));
  };
  const [first, second] = looksLikePartNumber(search, normalized) ? [byTypo, byWords] : [byWords, byTypo];
  const found = await first();
  return { rows: found.length ? found : await second(), byPartNumber: false };
}

const readsValues = (parsed: ParsedSearch) => parsed.quantities.length + parsed.packages.length + parsed.dielectrics.length > 0;

export async function headerSearch(context: PresentContext, searchIndex: SearchIndex, search: string, take: number) {
  const { reference, locale } = context;
  const folded = foldText(search.trim());
  // A part number the catalog holds (`2n7002`) is suggested as one, not read as a value (part-numbers-first.ts).
  const parsed = await parseAgainstCatalog(context.db, search);
  let parts: PartRow[] = [];
  let interpretedSearch: InterpretedSearch | null = null;
  let byPartNumber = false;
  if (folded && readsValues(parsed)) ({ rows: parts, interpretedSearch } = await suggestByReading(context, searchIndex, search, take));
  else if (folded) ({ rows: parts, byPartNumber } = await suggestByText(context, search, parsed, take));
  const byCustomerNumber = folded ? await partsByCustomerNumber(context, search, take) : [];
  if (byCustomerNumber.length) {
    const numbered = new Set(byCustomerNumber.map((row) => row.productId));
    parts = [...byCustomerNumber, ...parts.filter((row) => !numbered.has(row.productId))].slice(0, take);
    byPartNumber = true;
  }
  const categories = folded ? searchCategories(context, search, 5) : [];
  return {
    parts: parts.map((row) => {
      const category = reference.categoryById.get(row.categoryId);
      return {
        variantId: row.variantId,
        sku: row.sku,
        mpn: row.mpn,
        productSlug: row.productSlug,
        categorySlug: category ? (locale === "en" ? category.slugEn : category.slugTr) : "",
        description: locale === "en" ? row.descriptionEn : row.descriptionTr,
        manufacturerName: reference.manufacturerById.get(row.manufacturerId)?.name ?? "",
        imagePath: partImagePath(row, reference),
      };
    }),
    categories,
    manufacturers: folded
      ? reference.manufacturers
          .filter((maker) => foldText(maker.name).includes(folded))
          .slice(0, 5)
          .map((maker) => ({ id: maker.id, name: maker.name, slug: maker.slug }))
      : [],
    interpretedSearch,
    // Words every one of which is in a category's name, and neither a part number nor values: a category word.
    namesCategory: categories.length > 0 && !byPartNumber && interpretedSearch === null,
  };
}
