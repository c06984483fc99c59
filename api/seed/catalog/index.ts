import { sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { categories, exchangeRates, manufacturers, propertyDefinitions } from "../../db/schema";
import { foldText, normalizePartNumber } from "../../modules/catalog/text";
import { slugify } from "../categories";
import type { Family } from "./family";
import { families } from "./families";
import { seedCategoryGroups } from "./groups";
import { manufacturerSeeds } from "./manufacturers";
import { MAX_CYCLES, MpnRegistry, buildPart, capacityOf } from "./parts";
import { Random } from "./random";
import { variantsOf } from "./variants";
import { bulkInsert, syncIdentity, withIndexesDeferred, type BulkColumn } from "./writer";

export interface CatalogSeedOptions {
  skus: number;
  seed?: number;
  /** Rows per INSERT; larger batches load faster on the server. */
  batchSize?: number;
  log?: (line: string) => void;
}

const PRODUCT_COLUMNS: BulkColumn[] = [
  ["id", "int[]"],
  ["category_id", "int[]"],
  ["manufacturer_id", "int[]"],
  ["mpn", "text[]"],
  ["mpn_normalized", "text[]"],
  ["slug", "text[]"],
  ["description_tr", "text[]"],
  ["description_en", "text[]"],
  ["detailed_description_tr", "text[]"],
  ["detailed_description_en", "text[]"],
  ["reference_code", "text[]"],
  ["rohs", "bool[]"],
  ["status", "text[]"],
  ["datasheet_url", "text[]"],
  ["medias", "jsonb[]"],
  ["properties", "jsonb[]"],
  ["search_text", "text[]"],
];
const VARIANT_COLUMNS: BulkColumn[] = [
  ["id", "int[]"],
  ["product_id", "int[]"],
  ["sku", "text[]"],
  ["sku_normalized", "text[]"],
  ["erp_ref_id", "text[]"],
  ["packaging", "text[]"],
  ["is_reel", "bool[]"],
  ["mpq", "int[]"],
  ["minimum_order_quantity", "int[]"],
  ["order_quantity_multiplier", "int[]"],
  ["total_stock", "int[]"],
  ["on_order", "int[]"],
  ["upcoming_stock", "int[]"],
  ["upcoming_stock_date", "date[]"],
  ["is_backorderable", "bool[]"],
  ["is_show_price", "bool[]"],
  ["is_show_stock", "bool[]"],
  ["is_discount_allowed", "bool[]"],
  ["max_discount_rate", "numeric[]"],
  ["unit_price_usd", "numeric[]"],
];
const BREAK_COLUMNS: BulkColumn[] = [
  ["variant_id", "int[]"],
  ["quantity", "int[]"],
  ["unit_price_usd", "numeric[]"],
];

const variantsPerPart = (family: Family) => {
  const random = new Random(1);
  let total = 0;
  for (let index = 0; index < 40; index += 1) total += family.build(index % family.size, random).packaging === "tape" ? 2 : 1;
  return total / 40;
};

/**
 * Parts per family: every family's staples, then the rest by weight, each family capped first at its real base
 * combinations and only then (a catalog larger than those) at what its ordering-code suffix cycles can add.
 */
export function partsPerFamily(skus: number): number[] {
  const perPart = families.map(variantsPerPart);
  const counts = families.map((family) => capacityOf(family, 0));
  let remaining = skus - counts.reduce((sum, count, index) => sum + count * perPart[index], 0);
  for (const cycles of [1, MAX_CYCLES]) {
    const capacity = families.map((family) => capacityOf(family, cycles));
    let open = families.map((_, index) => index).filter((index) => counts[index] < capacity[index]);
    while (remaining > 0 && open.length > 0) {
      const weight = open.reduce((sum, index) => sum + families[index].weight, 0);
      let used = 0;
      for (const index of open) {
        const wanted = Math.ceil((remaining * families[index].weight) / weight / perPart[index]);
        const granted = Math.min(wanted, capacity[index] - counts[index]);
        counts[index] += granted;
        used += granted * perPart[index];
      }
      remaining -= used;
      open = open.filter((index) => counts[index] < capacity[index]);
      if (used === 0) break;
    }
  }
  return counts;
}

async function insertReferenceData(db: Database) {
  const categoryRows = await db.select().from(categories);
  const categoryByCode = new Map(categoryRows.map((row) => [row.code, row]));
  const makerRows = await db
    .insert(manufacturers)
    .values(
      manufacturerSeeds.map((maker) => ({
        name: maker.name,
        slug: maker.slug,
        logoPath: `/images/manufacturers/${maker.slug}.svg`,
        websiteUrl: maker.website,
        isRepresentativeOffice: maker.rep ?? false,
        descriptionEn: `${maker.name} (${maker.country}) is a manufacturer of electronic components; we stock its parts with full traceability.`,
        descriptionTr: `${maker.name} (${maker.country}) elektronik komponent üreticisidir; ürünlerini izlenebilirlikle stoklarımızda tutuyoruz.`,
      })),
    )
    .returning({ id: manufacturers.id, slug: manufacturers.slug, name: manufacturers.name, websiteUrl: manufacturers.websiteUrl });
  const makerBySlug = new Map(makerRows.map((row) => [row.slug, row]));
  for (const family of families) {
    const category = categoryByCode.get(family.category);
    if (!category) throw new Error(`catalog seed: category ${family.category} is missing`);
    await db.insert(propertyDefinitions).values(
      family.properties.map((property, order) => ({
        categoryId: category.id,
        code: property.code,
        labelTr: property.tr,
        labelEn: property.en,
        kind: property.kind,
        unit: property.unit ?? null,
        searchQuantity: property.quantity ?? null,
        isKey: property.key ?? false,
        sortOrder: order,
      })),
    );
  }
  // Units per USD at the forex selling rate; the USD and EUR rows also hold the day's lira figures (the invoice's
  // buying rate), as the central bank's file would (docs/decisions/032-exchange-rates.md).
  await db.insert(exchangeRates).values([
    { currency: "USD", rate: "1", rateDate: "2026-11-19", forexBuying: "42.24230000", forexSelling: "42.31850000" },
    { currency: "USD", rate: "1", rateDate: "2026-11-20", forexBuying: "42.27770000", forexSelling: "42.35400000" },
    { currency: "TRY", rate: "42.31850000", rateDate: "2026-11-19" },
    { currency: "EUR", rate: "0.86310000", rateDate: "2026-11-19", forexBuying: "48.94260000", forexSelling: "49.03080000" },
    { currency: "TRY", rate: "42.35400000", rateDate: "2026-11-20" },
    { currency: "EUR", rate: "0.86420000", rateDate: "2026-11-20", forexBuying: "48.92120000", forexSelling: "49.00950000" },
  ]);
  return { categoryByCode, makerBySlug };
}

/** Fills the product list's narrow filter table from variants and products; its change log gets one whole-table mark, not a row per variant. */
async function fillVariantSearch(db: Database) {
  await db.execute(sql`ALTER TABLE variant_search DISABLE TRIGGER variant_search_log_insert`);
  await db.execute(sql`
    INSERT INTO variant_search (id, product_id, category_id, manufacturer_id, packaging, total_stock, rohs, is_show_price, is_show_stock,
                                unit_price_usd, minimum_order_quantity, mpn_normalized, sku_normalized, properties)
    SELECT v.id, v.product_id, p.category_id, p.manufacturer_id, v.packaging, v.total_stock, p.rohs, v.is_show_price, v.is_show_stock,
           v.unit_price_usd, v.minimum_order_quantity, p.mpn_normalized, v.sku_normalized, p.properties
    FROM variants v JOIN products p ON p.id = v.product_id
    ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`ALTER TABLE variant_search ENABLE TRIGGER variant_search_log_insert`);
  await db.execute(sql`INSERT INTO variant_search_changes (variant_id) VALUES (0)`);
}

/**
 * Generates the parametric catalog deterministically: the same `skus` and `seed` give the same rows.
 * Expects the category tree and no catalog rows yet.
 */
export async function seedCatalog(db: Executor, options: CatalogSeedOptions) {
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 2000;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const { categoryByCode, makerBySlug } = await insertReferenceData(db);
  const counts = partsPerFamily(options.skus);
  const totalParts = counts.reduce((sum, count) => sum + count, 0);
  const registry = new MpnRegistry();
  let productId = 0;
  let variantId = 0;
  let lastReport = Date.now();

  /** Writes parts [from, to) of a family in one batch of multi-row inserts. */
  const writeBatch = async (familyIndex: number, random: Random, from: number, to: number) => {
    const family = families[familyIndex];
    const category = categoryByCode.get(family.category)!;
    const categoryWords = `${category.nameEn} ${category.nameTr}`;
    const products: unknown[][] = [];
    const variantRows: unknown[][] = [];
    const breakRows: unknown[][] = [];
    for (let index = from; index < to; index += 1) {
      const part = buildPart(family, index, random);
      if (!registry.claim(part.mpn)) continue;
      const mpn = part.mpn;
      const maker = makerBySlug.get(part.manufacturer)!;
      const normalized = normalizePartNumber(mpn);
      productId += 1;
      const status = random.chance(0.9) ? "active" : random.pick(["new", "nrnd", "obsolete"] as const);
      const slug = `${slugify(mpn)}-${maker.slug}`;
      const datasheetUrl = part.datasheetUrl ?? null;
      const specs = Object.entries(part.properties).length;
      products.push([
        productId,
        category.id,
        maker.id,
        mpn,
        normalized,
        slug,
        part.tr,
        part.en,
        `${maker.name} ${mpn}: ${part.tr}. ${specs} parametrik özellik${datasheetUrl ? ", üretici veri sayfası" : ""} ve RoHS bilgisiyle.`,
        `${maker.name} ${mpn}: ${part.en}. ${specs} parametric properties${datasheetUrl ? ", the maker's datasheet" : ""} and RoHS information.`,
        `DE${String(productId).padStart(8, "0")}`,
        !random.chance(0.04),
        status,
        datasheetUrl,
        // No photo: the catalog shows the drawing of the part's package instead (api/modules/catalog/part-image.ts).
        JSON.stringify(datasheetUrl ? [{ path: datasheetUrl, kind: "datasheet", alt: `${mpn} datasheet` }] : []),
        JSON.stringify(part.properties),
        foldText(`${mpn} ${maker.name} ${part.en} ${part.tr} ${categoryWords} ${part.keywords ?? ""}`),
      ]);
      for (const variant of variantsOf(part, random)) {
        variantId += 1;
        const sku = `${normalized}-${variant.skuSuffix}`;
        variantRows.push([
          variantId,
          productId,
          sku,
          normalizePartNumber(sku),
          `ERP-${String(variantId).padStart(9, "0")}`,
          variant.packaging,
          variant.isReel,
          variant.mpq,
          variant.minimumOrderQuantity,
          variant.orderQuantityMultiplier,
          variant.totalStock,
          variant.onOrder,
          variant.upcomingStock,
          variant.upcomingStockDate,
          variant.isBackorderable,
          variant.isShowPrice,
          variant.isShowStock,
          variant.isDiscountAllowed,
          variant.maxDiscountRate,
          variant.breaks[0][1],
        ]);
        for (const [quantity, price] of variant.breaks) breakRows.push([variantId, quantity, price]);
      }
    }
    await bulkInsert(db, "products", PRODUCT_COLUMNS, products);
    await bulkInsert(db, "variants", VARIANT_COLUMNS, variantRows);
    await bulkInsert(db, "price_breaks", BREAK_COLUMNS, breakRows, false);
    if (Date.now() - lastReport > 5000) {
      lastReport = Date.now();
      const seconds = (Date.now() - started) / 1000;
      log(`${productId}/${totalParts} parts, ${variantId} SKUs, ${Math.round(variantId / seconds)} SKUs/s (${family.category})`);
    }
  };

  const load = async () => {
    const randoms = families.map((_, familyIndex) => new Random(seed * 1_000_003 + familyIndex * 7919));
    for (const familyIndex of families.keys()) {
      for (let from = 0; from < counts[familyIndex]; from += batchSize) {
        await writeBatch(familyIndex, randoms[familyIndex], from, Math.min(from + batchSize, counts[familyIndex]));
      }
    }
    // Packaging mixes are estimated per family: top up with more chip resistors until the asked SKU count is reached.
    for (let from = counts[0]; variantId < options.skus;) {
      const to = from + Math.max(1, Math.min(batchSize, Math.ceil((options.skus - variantId) / 2)));
      await writeBatch(0, randoms[0], from, to);
      from = to;
    }
  };

  const loadAll = async () => {
    // Row-by-row sync triggers are off during the bulk load; the filter table is filled in one statement after it.
    await db.execute(sql`ALTER TABLE variants DISABLE TRIGGER variant_search_sync_variant`);
    await load();
    await fillVariantSearch(db);
    await db.execute(sql`ALTER TABLE variants ENABLE TRIGGER variant_search_sync_variant`);
  };
  if (options.skus >= 50_000) await withIndexesDeferred(db, ["products", "variants", "price_breaks", "variant_search"], loadAll, log);
  else await loadAll();
  await syncIdentity(db, "products");
  await syncIdentity(db, "variants");
  await seedCategoryGroups(db, categoryByCode);
  for (const table of ["products", "variants", "price_breaks", "variant_search"]) await db.execute(sql.raw(`ANALYZE ${table}`));
  log(`catalog: ${productId} parts, ${variantId} SKUs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { parts: productId, skus: variantId };
}
