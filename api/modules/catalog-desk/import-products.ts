import { eq, inArray } from "drizzle-orm";
import { CATALOG_PRICE_CURRENCY, type CatalogImportColumn } from "@contract/api/catalog-desk/values";
import { PACKAGING_VALUES, type Packaging } from "@contract/limits";
import { priceBreaksProblem } from "@contract/price-breaks";
import type { Executor, Transaction } from "../../db/client";
import { priceBreaks, products, variants, type StoredImportChange } from "../../db/schema";
import { normalizePartNumber } from "../catalog/text";
import { readCurrency } from "../reconciliation/statement-values";
import {
  catalogNames,
  insertProduct,
  insertVariants,
  productSlug,
  type KnownCategory,
  type NewProduct,
  type NewVariant,
} from "./create-parts";
import { priceText } from "./desk-product";
import { cellText, HEADERS, type ImportRows } from "./import-file";
import { dataRows, emptyResult, readCount, readUnitPrice, refuse, type ImportPlan, type PlannedBreak } from "./import-plan";

// A products file (docs/catalog-import.md): each row is one variant (SKU) of a product (maker × MPN). A SKU the
// catalog does not have is added, to its product or to a new one the file's first row of it describes; a SKU it has
// changes its packaging, ERP reference, ordering rules, stock and the price of the break the row names.

const TEXT_MAX = 500;
const CODE_MAX = 60;
const URL_PATTERN = /^https?:\/\/[^\s]+$/i;

/** A new product the file creates, under a key of its maker and normalized MPN. */
interface PlannedProduct extends NewProduct {
  key: string;
}

/** A variant the file adds: to a product the catalog has (`productId`) or to one it creates (`productKey`). */
type PlannedVariant = NewVariant & ({ productId: number; productKey?: undefined } | { productId?: undefined; productKey: string });

/** A variant the file changes, with its values after the row. */
interface PlannedUpdate {
  variantId: number;
  packaging: Packaging;
  erpRefId: string;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
}

export interface PartsPlan {
  products: PlannedProduct[];
  variants: PlannedVariant[];
  updates: PlannedUpdate[];
}

interface KnownPart {
  id: number;
  productId: number;
  sku: string;
  erpRefId: string;
  packaging: Packaging;
  minimumOrderQuantity: number;
  orderQuantityMultiplier: number;
  totalStock: number;
  manufacturerId: number;
  mpnNormalized: string;
  categoryId: number;
}

const CHUNK = 5_000;

async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  const unique = [...new Set(values.filter(Boolean))];
  for (let start = 0; start < unique.length; start += CHUNK) found.push(...(await read(unique.slice(start, start + CHUNK))));
  return found;
}

const productKeyOf = (makerId: number, mpn: string) => `${makerId}:${normalizePartNumber(mpn)}`;

const packagingOf = (typed: string) => PACKAGING_VALUES.find((value) => value.toLowerCase() === typed.toLowerCase());

/** What the catalog has of the file's SKUs, ERP references, products and slugs. */
async function catalogOf(executor: Executor, file: ImportRows) {
  const rows = [...dataRows(file)];
  const skus = rows.map(({ at }) => normalizePartNumber(cellText(at("sku"))));
  const parts = await inChunks(skus, (chunk) =>
    executor
      .select({
        id: variants.id,
        productId: variants.productId,
        sku: variants.sku,
        skuNormalized: variants.skuNormalized,
        erpRefId: variants.erpRefId,
        packaging: variants.packaging,
        minimumOrderQuantity: variants.minimumOrderQuantity,
        orderQuantityMultiplier: variants.orderQuantityMultiplier,
        totalStock: variants.totalStock,
        manufacturerId: products.manufacturerId,
        mpnNormalized: products.mpnNormalized,
        categoryId: products.categoryId,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(variants.skuNormalized, chunk)),
  );
  const erpRefs = await inChunks(
    rows.map(({ at }) => cellText(at("erpRef"))),
    (chunk) => executor.select({ id: variants.id, erpRefId: variants.erpRefId }).from(variants).where(inArray(variants.erpRefId, chunk)),
  );
  const mpns = await inChunks(
    rows.map(({ at }) => normalizePartNumber(cellText(at("mpn")))),
    (chunk) =>
      executor
        .select({
          id: products.id,
          manufacturerId: products.manufacturerId,
          mpnNormalized: products.mpnNormalized,
          categoryId: products.categoryId,
          slug: products.slug,
        })
        .from(products)
        .where(inArray(products.mpnNormalized, chunk)),
  );
  const breaks = await inChunks(
    parts.map((part) => String(part.id)),
    (chunk) =>
      executor
        .select()
        .from(priceBreaks)
        .where(inArray(priceBreaks.variantId, chunk.map(Number))),
  );
  return {
    rows,
    partBySku: new Map(parts.map(({ skuNormalized, ...part }) => [skuNormalized, part as KnownPart])),
    variantOfErpRef: new Map(erpRefs.map((row) => [row.erpRefId, row.id])),
    productByKey: new Map(mpns.map((row) => [`${row.manufacturerId}:${row.mpnNormalized}`, row])),
    breaksOf: (variantId: number) =>
      breaks
        .filter((step) => step.variantId === variantId)
        .map((step) => ({ quantity: step.quantity, unitPrice: priceText(step.unitPriceUsd) }))
        .sort((a, b) => a.quantity - b.quantity),
  };
}

/** The slugs of products the file would create that another product has already. */
async function takenSlugs(executor: Executor, slugs: string[]): Promise<Set<string>> {
  const rows = await inChunks(slugs, (chunk) =>
    executor.select({ slug: products.slug }).from(products).where(inArray(products.slug, chunk)),
  );
  return new Set(rows.map((row) => row.slug));
}

export async function planProducts(executor: Executor, file: ImportRows): Promise<ImportPlan> {
  const result = emptyResult();
  const names = await catalogNames(executor);
  const catalog = await catalogOf(executor, file);
  const parts: PartsPlan = { products: [], variants: [], updates: [] };
  const breaks: PlannedBreak[] = [];
  const newProducts = new Map<string, PlannedProduct>();
  const seenSkus = new Set<string>();
  const seenErpRefs = new Set<string>();
  /** A column's name as the file's header gives it, or its first English name when the file has no such column. */
  const headerOf = (column: CatalogImportColumn) => {
    const at = file.columns[column];
    return at === undefined ? HEADERS[column][0] : cellText(file.rows[file.headerIndex][at]);
  };
  const candidateSlugs: string[] = [];
  for (const { at } of catalog.rows) {
    const maker = names.maker(cellText(at("manufacturer")));
    const mpn = cellText(at("mpn"));
    if (maker && mpn) candidateSlugs.push(productSlug(mpn, maker));
  }
  const slugsTaken = await takenSlugs(executor, candidateSlugs);

  for (const { row, at } of catalog.rows) {
    const typed = (column: CatalogImportColumn) => cellText(at(column));
    const sku = typed("sku");
    const mpn = typed("mpn");
    if (!sku) {
      refuse(result, row, "missingValue", headerOf("sku"));
      continue;
    }
    if (!mpn) {
      refuse(result, row, "missingValue", headerOf("mpn"));
      continue;
    }
    if (sku.length > CODE_MAX || mpn.length > CODE_MAX) {
      refuse(result, row, "badText", sku.length > CODE_MAX ? sku : mpn);
      continue;
    }
    const maker = names.maker(typed("manufacturer"));
    if (!maker) {
      refuse(result, row, "unknownMaker", typed("manufacturer"));
      continue;
    }
    const skuKey = normalizePartNumber(sku);
    if (seenSkus.has(skuKey)) {
      refuse(result, row, "repeated", sku);
      continue;
    }
    let category: KnownCategory | undefined;
    if (typed("category")) {
      category = names.category(typed("category"));
      if (!category) {
        refuse(result, row, "unknownCategory", typed("category"));
        continue;
      }
      if (!category.isLeaf) {
        refuse(result, row, "notLeafCategory", typed("category"));
        continue;
      }
    }
    const numbers: Array<[CatalogImportColumn, number]> = [
      ["minimumOrderQuantity", 1],
      ["orderQuantityMultiplier", 1],
      ["quantity", 1],
      ["stock", 0],
    ];
    const badNumber = numbers.find(([column, min]) => typed(column) !== "" && readCount(at(column), min) === null);
    if (badNumber) {
      refuse(result, row, badNumber[0] === "stock" ? "badStock" : "badQuantity", typed(badNumber[0]));
      continue;
    }
    const countOf = (column: CatalogImportColumn) => (typed(column) === "" ? null : readCount(at(column), 0));
    const unitPrice = typed("unitPrice") === "" ? null : readUnitPrice(at("unitPrice"));
    if (typed("unitPrice") !== "" && unitPrice === null) {
      refuse(result, row, "badPrice", typed("unitPrice"));
      continue;
    }
    if (typed("currency") && readCurrency(typed("currency")) !== CATALOG_PRICE_CURRENCY) {
      refuse(result, row, "badCurrency", typed("currency"));
      continue;
    }
    const packaging = typed("packaging") === "" ? null : packagingOf(typed("packaging"));
    if (packaging === undefined) {
      refuse(result, row, "badPackaging", typed("packaging"));
      continue;
    }
    const erpRef = typed("erpRef");
    const longText = (["erpRef", "descriptionTr", "descriptionEn", "datasheetUrl"] as const).find(
      (column) => typed(column).length > (column === "erpRef" ? CODE_MAX : TEXT_MAX),
    );
    if (longText) {
      refuse(result, row, "badText", typed(longText));
      continue;
    }
    const datasheetUrl = typed("datasheetUrl") || null;
    if (datasheetUrl && !URL_PATTERN.test(datasheetUrl)) {
      refuse(result, row, "badUrl", datasheetUrl);
      continue;
    }
    const existing = catalog.partBySku.get(skuKey);
    const erpOwner = erpRef ? catalog.variantOfErpRef.get(erpRef) : undefined;
    if (erpRef && (seenErpRefs.has(erpRef) || (erpOwner !== undefined && erpOwner !== existing?.id))) {
      refuse(result, row, "erpRefTaken", erpRef);
      continue;
    }

    if (existing) {
      if (existing.manufacturerId !== maker.id || existing.mpnNormalized !== normalizePartNumber(mpn)) {
        refuse(result, row, "skuOfOtherProduct", sku);
        continue;
      }
      if (category && category.id !== existing.categoryId) {
        refuse(result, row, "otherCategory", typed("category"));
        continue;
      }
      const after: PlannedUpdate = {
        variantId: existing.id,
        packaging: packaging ?? existing.packaging,
        erpRefId: erpRef || existing.erpRefId,
        minimumOrderQuantity: countOf("minimumOrderQuantity") ?? existing.minimumOrderQuantity,
        orderQuantityMultiplier: countOf("orderQuantityMultiplier") ?? existing.orderQuantityMultiplier,
        totalStock: countOf("stock") ?? existing.totalStock,
      };
      const stored = catalog.breaksOf(existing.id);
      const quantity = countOf("quantity") ?? after.minimumOrderQuantity;
      const merged = new Map(stored.map((step) => [step.quantity, step.unitPrice]));
      if (unitPrice !== null) merged.set(quantity, unitPrice);
      const mergedBreaks = [...merged].sort(([a], [b]) => a - b).map(([q, price]) => ({ quantity: q, unitPrice: Number(price) }));
      if (priceBreaksProblem(mergedBreaks, after.minimumOrderQuantity)) {
        refuse(result, row, "firstBreak", `${existing.sku} × ${unitPrice === null ? after.minimumOrderQuantity : quantity}`);
        continue;
      }
      seenSkus.add(skuKey);
      if (erpRef) seenErpRefs.add(erpRef);
      const changes: StoredImportChange[] = (
        [
          ["packaging", existing.packaging, after.packaging],
          ["erpRef", existing.erpRefId, after.erpRefId],
          ["minimumOrderQuantity", existing.minimumOrderQuantity, after.minimumOrderQuantity],
          ["orderQuantityMultiplier", existing.orderQuantityMultiplier, after.orderQuantityMultiplier],
          ["stock", existing.totalStock, after.totalStock],
        ] as const
      )
        .filter(([, before, value]) => before !== value)
        .map(([field, before, value]) => ({ row, sku: existing.sku, field, before: String(before), after: String(value) }));
      const priceBefore = stored.find((step) => step.quantity === quantity)?.unitPrice ?? null;
      if (unitPrice !== null && (priceBefore === null || Number(priceBefore) !== Number(unitPrice))) {
        changes.push({ row, sku: existing.sku, field: `price@${quantity}`, before: priceBefore, after: unitPrice });
        breaks.push({ row, variantId: existing.id, sku: existing.sku, quantity, unitPrice });
      }
      if (!changes.length) {
        result.counts.unchanged++;
        continue;
      }
      result.counts.changed++;
      result.changes.push(...changes);
      parts.updates.push(after);
      continue;
    }

    // A SKU the catalog does not have: a new variant, of a product the catalog or the file has, or of a new one.
    const missing = (
      [
        ["packaging", packaging],
        ["erpRef", erpRef],
        ["unitPrice", unitPrice],
      ] as const
    ).find(([, value]) => !value);
    if (missing) {
      refuse(result, row, "missingValue", headerOf(missing[0]));
      continue;
    }
    const minimumOrderQuantity = countOf("minimumOrderQuantity") ?? 1;
    const breakQuantity = countOf("quantity") ?? minimumOrderQuantity;
    if (priceBreaksProblem([{ quantity: breakQuantity, unitPrice: Number(unitPrice) }], minimumOrderQuantity)) {
      refuse(result, row, "firstBreak", `${sku} × ${breakQuantity}`);
      continue;
    }
    const key = productKeyOf(maker.id, mpn);
    const known = catalog.productByKey.get(key);
    const planned = newProducts.get(key);
    const productCategory = known?.categoryId ?? planned?.category.id;
    if (category && productCategory !== undefined && category.id !== productCategory) {
      refuse(result, row, "otherCategory", typed("category"));
      continue;
    }
    const variant: NewVariant = {
      sku,
      erpRef,
      packaging: packaging!,
      minimumOrderQuantity,
      orderQuantityMultiplier: countOf("orderQuantityMultiplier") ?? 1,
      totalStock: countOf("stock") ?? 0,
      breakQuantity,
      unitPrice: unitPrice!,
    };
    if (known) parts.variants.push({ ...variant, productId: known.id });
    else if (planned) parts.variants.push({ ...variant, productKey: key });
    else {
      const required = (
        [
          ["category", category],
          ["descriptionTr", typed("descriptionTr")],
          ["descriptionEn", typed("descriptionEn")],
        ] as const
      ).find(([, value]) => !value);
      if (required) {
        refuse(result, row, "missingValue", headerOf(required[0]));
        continue;
      }
      const slug = productSlug(mpn, maker);
      if (slugsTaken.has(slug) || [...newProducts.values()].some((product) => productSlug(product.mpn, product.maker) === slug)) {
        refuse(result, row, "mpnTaken", mpn);
        continue;
      }
      const product: PlannedProduct = {
        key,
        category: category!,
        maker,
        mpn,
        descriptionTr: typed("descriptionTr"),
        descriptionEn: typed("descriptionEn"),
        datasheetUrl,
      };
      newProducts.set(key, product);
      parts.products.push(product);
      parts.variants.push({ ...variant, productKey: key });
    }
    seenSkus.add(skuKey);
    seenErpRefs.add(erpRef);
    result.counts.added++;
    result.changes.push({ row, sku, field: known || planned ? "newVariant" : "newProduct", before: null, after: `${maker.name} ${mpn}` });
  }
  result.refusals.sort((a, b) => a.row - b.row);
  result.changes.sort((a, b) => a.row - b.row);
  return { result, breaks, stock: [], parts };
}

/** Writes a products file's plan: new products, their variants and first breaks, then the changed variants. */
export async function writeParts(tx: Transaction, plan: PartsPlan) {
  const productIds = new Map<string, number>();
  for (const product of plan.products) productIds.set(product.key, await insertProduct(tx, product));
  await insertVariants(
    tx,
    plan.variants.map(({ productKey, ...variant }) => ({
      ...variant,
      productId: variant.productId ?? productIds.get(productKey!)!,
    })),
  );
  for (const { variantId, ...values } of plan.updates)
    await tx
      .update(variants)
      .set({ ...values, isReel: values.packaging === "Reel" })
      .where(eq(variants.id, variantId));
}
