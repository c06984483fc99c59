import { asc, inArray } from "drizzle-orm";
import { UNIT_PRICE_PATTERN } from "@contract/api/catalog-desk/schemas";
import { CATALOG_PRICE_CURRENCY, type CatalogImportColumn, type ImportRefusal } from "@contract/api/catalog-desk/values";
import { priceBreaksProblem } from "@contract/price-breaks";
import type { Executor } from "../../db/client";
import { priceBreaks, variants, type StoredImportChange, type StoredImportResult } from "../../db/schema";
import { normalizePartNumber } from "../catalog/text";
import { readCurrency, readDay, type Cell } from "../reconciliation/statement-values";
import { cellText, type ImportRows } from "./import-file";
import { priceText } from "./desk-product";
import type { PartsPlan } from "./import-products";

// What an import would do, row by row (docs/decisions/044-catalog-desk.md): computed for the dry run and again, from
// the same bytes and the catalog as it is then, when it is applied.

const VALUE_MAX = 60;
const INTEGER_MAX = 2_000_000_000;

interface KnownVariant {
  id: number;
  sku: string;
  minimumOrderQuantity: number;
  totalStock: number;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
}

/** A price row accepted: the break it sets. */
export interface PlannedBreak {
  row: number;
  variantId: number;
  sku: string;
  quantity: number;
  unitPrice: string;
}

/** A stock row accepted: the variant's stock fields after it. */
export interface PlannedStock {
  row: number;
  variantId: number;
  totalStock: number;
  upcomingStock: number | null;
  upcomingStockDate: string | null;
}

export interface ImportPlan {
  result: StoredImportResult;
  /** What applying writes: only rows that add or change something. */
  breaks: PlannedBreak[];
  stock: PlannedStock[];
  /** A products file's new products, new variants and changed variants (import-products.ts). */
  parts?: PartsPlan;
}

/** A whole number of at least `min`, from a workbook's number or a text of digits. */
export function readCount(cell: Cell, min: number): number | null {
  const value = typeof cell === "number" ? cell : /^\d+$/.test(cellText(cell)) ? Number(cellText(cell)) : NaN;
  return Number.isInteger(value) && value >= min && value <= INTEGER_MAX ? value : null;
}

/** A USD unit price above zero with at most six decimals, as decimal text; a workbook's number is rounded to six. */
export function readUnitPrice(cell: Cell): string | null {
  const typed = typeof cell === "number" ? cell.toFixed(6) : cellText(cell);
  if (!UNIT_PRICE_PATTERN.test(typed)) return null;
  const price = priceText(typed.replace(",", "."));
  return Number(price) > 0 ? price : null;
}

async function knownVariants(executor: Executor, skus: string[]): Promise<Map<string, KnownVariant>> {
  const unique = [...new Set(skus.map(normalizePartNumber).filter(Boolean))];
  const found = new Map<string, KnownVariant>();
  for (let start = 0; start < unique.length; start += 5_000) {
    const rows = await executor
      .select({
        id: variants.id,
        sku: variants.sku,
        skuNormalized: variants.skuNormalized,
        minimumOrderQuantity: variants.minimumOrderQuantity,
        totalStock: variants.totalStock,
        upcomingStock: variants.upcomingStock,
        upcomingStockDate: variants.upcomingStockDate,
      })
      .from(variants)
      .where(inArray(variants.skuNormalized, unique.slice(start, start + 5_000)));
    for (const { skuNormalized, ...row } of rows) found.set(skuNormalized, row);
  }
  return found;
}

/** Walks the data rows (empty ones skipped) with their spreadsheet row numbers and a reader of their columns. */
export function* dataRows(file: ImportRows) {
  for (let index = file.headerIndex + 1; index < file.rows.length; index++) {
    const cells = file.rows[index];
    if (cells.every((cell) => cellText(cell) === "")) continue;
    const at = (column: CatalogImportColumn): Cell => {
      const position = file.columns[column];
      return position === undefined ? null : (cells[position] ?? null);
    };
    yield { row: index + 1, at };
  }
}

export const emptyResult = (): StoredImportResult => ({
  counts: { added: 0, changed: 0, unchanged: 0, refused: 0 },
  refusals: [],
  changes: [],
});

export function refuse(result: StoredImportResult, row: number, code: ImportRefusal, value?: string) {
  result.refusals.push(value === undefined || value === "" ? { row, code } : { row, code, value: value.slice(0, VALUE_MAX) });
  result.counts.refused++;
}

export async function planPrices(executor: Executor, file: ImportRows): Promise<ImportPlan> {
  const result = emptyResult();
  const rows = [...dataRows(file)];
  const known = await knownVariants(
    executor,
    rows.map(({ at }) => cellText(at("sku"))),
  );
  const accepted: PlannedBreak[] = [];
  const seen = new Set<string>();
  for (const { row, at } of rows) {
    const sku = cellText(at("sku"));
    const variant = known.get(normalizePartNumber(sku));
    if (!variant) {
      refuse(result, row, "unknownSku", sku);
      continue;
    }
    const quantity = readCount(at("quantity"), 1);
    if (quantity === null) {
      refuse(result, row, "badQuantity", cellText(at("quantity")));
      continue;
    }
    const unitPrice = readUnitPrice(at("unitPrice"));
    if (unitPrice === null) {
      refuse(result, row, "badPrice", cellText(at("unitPrice")));
      continue;
    }
    const currency = cellText(at("currency"));
    if (currency && readCurrency(currency) !== CATALOG_PRICE_CURRENCY) {
      refuse(result, row, "badCurrency", currency);
      continue;
    }
    const key = `${variant.id}:${quantity}`;
    if (seen.has(key)) {
      refuse(result, row, "repeated", `${variant.sku} × ${quantity}`);
      continue;
    }
    seen.add(key);
    accepted.push({ row, variantId: variant.id, sku: variant.sku, quantity, unitPrice });
  }

  const variantIds = [...new Set(accepted.map((step) => step.variantId))];
  const existing = new Map<number, Map<number, string>>();
  for (let start = 0; start < variantIds.length; start += 5_000) {
    const stored = await executor
      .select()
      .from(priceBreaks)
      .where(inArray(priceBreaks.variantId, variantIds.slice(start, start + 5_000)))
      .orderBy(asc(priceBreaks.quantity));
    for (const step of stored) {
      const breaks = existing.get(step.variantId) ?? new Map<number, string>();
      breaks.set(step.quantity, priceText(step.unitPriceUsd));
      existing.set(step.variantId, breaks);
    }
  }
  const moqOf = new Map([...known.values()].map((variant) => [variant.id, variant.minimumOrderQuantity]));
  // A variant's breaks after its rows must still be sellable (contract/price-breaks.ts): otherwise all its rows are refused.
  const refusedVariants = new Set<number>();
  for (const variantId of variantIds) {
    const merged = new Map(existing.get(variantId));
    for (const step of accepted) if (step.variantId === variantId) merged.set(step.quantity, step.unitPrice);
    const breaks = [...merged].sort(([a], [b]) => a - b).map(([quantity, price]) => ({ quantity, unitPrice: Number(price) }));
    if (priceBreaksProblem(breaks, moqOf.get(variantId) ?? 1)) refusedVariants.add(variantId);
  }
  const plannedBreaks: PlannedBreak[] = [];
  for (const step of accepted) {
    if (refusedVariants.has(step.variantId)) {
      refuse(result, step.row, "firstBreak", `${step.sku} × ${step.quantity}`);
      continue;
    }
    const before = existing.get(step.variantId)?.get(step.quantity) ?? null;
    if (before !== null && Number(before) === Number(step.unitPrice)) {
      result.counts.unchanged++;
      continue;
    }
    result.counts[before === null ? "added" : "changed"]++;
    result.changes.push({ row: step.row, sku: step.sku, field: `price@${step.quantity}`, before, after: step.unitPrice });
    plannedBreaks.push(step);
  }
  result.refusals.sort((a, b) => a.row - b.row);
  result.changes.sort((a, b) => a.row - b.row);
  return { result, breaks: plannedBreaks, stock: [] };
}

export async function planStock(executor: Executor, file: ImportRows): Promise<ImportPlan> {
  const result = emptyResult();
  const rows = [...dataRows(file)];
  const known = await knownVariants(
    executor,
    rows.map(({ at }) => cellText(at("sku"))),
  );
  const planned: PlannedStock[] = [];
  const seen = new Set<number>();
  const givesUpcoming = file.columns.upcomingStock !== undefined;
  const givesDate = file.columns.upcomingStockDate !== undefined;
  for (const { row, at } of rows) {
    const sku = cellText(at("sku"));
    const variant = known.get(normalizePartNumber(sku));
    if (!variant) {
      refuse(result, row, "unknownSku", sku);
      continue;
    }
    const totalStock = readCount(at("stock"), 0);
    if (totalStock === null) {
      refuse(result, row, "badStock", cellText(at("stock")));
      continue;
    }
    // A column left out keeps the variant's value; a cell left empty clears it.
    const upcomingText = cellText(at("upcomingStock"));
    const upcomingStock = !givesUpcoming ? variant.upcomingStock : upcomingText === "" ? null : readCount(at("upcomingStock"), 0);
    if (givesUpcoming && upcomingText !== "" && upcomingStock === null) {
      refuse(result, row, "badStock", upcomingText);
      continue;
    }
    const dateText = cellText(at("upcomingStockDate"));
    const upcomingStockDate = !givesDate ? variant.upcomingStockDate : dateText === "" ? null : readDay(at("upcomingStockDate"));
    if (givesDate && dateText !== "" && upcomingStockDate === null) {
      refuse(result, row, "badDate", dateText);
      continue;
    }
    if (seen.has(variant.id)) {
      refuse(result, row, "repeated", variant.sku);
      continue;
    }
    seen.add(variant.id);
    const changes: StoredImportChange[] = (
      [
        ["stock", variant.totalStock, totalStock],
        ["upcomingStock", variant.upcomingStock, upcomingStock],
        ["upcomingStockDate", variant.upcomingStockDate, upcomingStockDate],
      ] as const
    )
      .filter(([, before, after]) => before !== after)
      .map(([field, before, after]) => ({
        row,
        sku: variant.sku,
        field,
        before: before === null ? null : String(before),
        after: after === null ? null : String(after),
      }));
    if (!changes.length) {
      result.counts.unchanged++;
      continue;
    }
    result.counts.changed++;
    result.changes.push(...changes);
    planned.push({ row, variantId: variant.id, totalStock, upcomingStock, upcomingStockDate });
  }
  return { result, breaks: [], stock: planned };
}
