import { sql } from "drizzle-orm";
import { searchCategories } from "./category-service";
import type { PresentContext } from "./present";
import { queryRows } from "./query-rows";
import { parseSearchQuery } from "./search-query";
import { typoCandidates } from "./typo";
import { containingPattern, foldText, normalizePartNumber } from "./text";

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
}

const partsQuery = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, take: number) => sql`
  SELECT DISTINCT ON (p.mpn_normalized, p.id) v.id AS "variantId", p.id AS "productId", v.sku, p.mpn, p.slug AS "productSlug", p.category_id AS "categoryId",
         p.description_tr AS "descriptionTr", p.description_en AS "descriptionEn", p.manufacturer_id AS "manufacturerId", p.medias
  FROM (SELECT * FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${take}) p
  JOIN variants v ON v.product_id = p.id
  ORDER BY p.mpn_normalized, p.id, v.id`;

/** One token of letters and digits, as an MPN is typed: a miss is more likely a typo than a word. */
const looksLikePartNumber = (search: string, normalized: string) =>
  normalized.length >= 5 && /\d/.test(normalized) && /[A-Z]/.test(normalized) && !/\s/.test(search.trim());

/**
 * As-you-type suggestions: exact and prefix MPN first (btree on the normalised MPN), then words, and the typo pass
 * only when neither found anything, so the common case never pays for fuzzy matching. A part-number-like entry
 * tries the typo pass before the words, whose trigram search is the dearest of the three.
 */
async function suggestParts(context: PresentContext, search: string, take: number): Promise<PartRow[]> {
  const normalized = normalizePartNumber(search);
  if (normalized.length >= 2) {
    const prefix = await queryRows<PartRow>(
      context.db,
      // Byte order (the pattern index's own order) puts the exact MPN first and lets the scan stop after `take` rows.
      partsQuery(sql`p.mpn_normalized LIKE ${`${normalized}%`}`, sql`p.mpn_normalized USING ~<~`, take),
    );
    if (prefix.length) return prefix;
  }
  const byTypo = async () => {
    const near = (await typoCandidates(context.db, normalized)).slice(0, take);
    if (near.length === 0) return [];
    const rows = await queryRows<PartRow>(context.db, partsQuery(sql`p.id = ANY(${sql.param(near)}::int[])`, sql`p.id`, take));
    return rows.sort((a, b) => near.indexOf(a.productId) - near.indexOf(b.productId));
  };
  const byWords = async () => {
    const words = parseSearchQuery(search).words.filter((word) => word.length >= 3);
    if (words.length === 0) return [];
    const conditions = words.map((word) => sql`p.search_text LIKE ${containingPattern(word)}`);
    return queryRows<PartRow>(context.db, partsQuery(sql.join(conditions, sql` AND `), sql`p.id`, take));
  };
  const [first, second] = looksLikePartNumber(search, normalized) ? [byTypo, byWords] : [byWords, byTypo];
  const found = await first();
  return found.length ? found : second();
}

export async function headerSearch(context: PresentContext, search: string, take: number) {
  const { reference, locale } = context;
  const folded = foldText(search.trim());
  const parts = folded ? await suggestParts(context, search, take) : [];
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
        imagePath: row.medias.find((media) => media.kind === "image")?.path ?? null,
      };
    }),
    categories: folded ? searchCategories(context, search, 5) : [],
    manufacturers: folded
      ? reference.manufacturers
          .filter((maker) => foldText(maker.name).includes(folded))
          .slice(0, 5)
          .map((maker) => ({ id: maker.id, name: maker.name, slug: maker.slug }))
      : [],
  };
}
