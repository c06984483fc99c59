import { sql } from "drizzle-orm";
import type { TotalPrice } from "@contract/api/catalog/browse-schemas";
import { notFound } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { microToNumber, roundToCents } from "../../lib/money";
import { unitPriceMicro, unitPriceOf, variantRows, type PresentContext, type VariantRow } from "./present";
import { queryRows } from "../../lib/query-rows";

async function requireVariant(context: PresentContext, variantId: number): Promise<VariantRow> {
  const [row] = await variantRows(context.db, [variantId], context.companyId ?? null);
  if (!row) throw notFound(message("notFound", context.locale));
  return row;
}

/** Price by id and currency: the first break's unit price with the rate used. */
export async function variantPrice(context: PresentContext, variantId: number) {
  const row = await requireVariant(context, variantId);
  const { pricing } = context;
  return {
    variantId: row.variantId,
    sku: row.sku,
    currency: pricing.currency,
    isShowPrice: row.isShowPrice,
    unitPrice: row.isShowPrice && row.breaks.length ? unitPriceOf(pricing, row.breaks[0][1]) : null,
    isSpecial: row.isSpecial,
    isFixedPrice: row.isFixedPrice,
    exchangeRate: Number(pricing.rate),
    exchangeRateDate: pricing.rateDate,
    exchangeRateStale: pricing.stale,
  };
}

export async function variantPriceTree(context: PresentContext, variantId: number) {
  const row = await requireVariant(context, variantId);
  const { pricing } = context;
  return {
    variantId: row.variantId,
    sku: row.sku,
    currency: pricing.currency,
    isShowPrice: row.isShowPrice,
    isSpecial: row.isSpecial,
    isFixedPrice: row.isFixedPrice,
    breaks: row.isShowPrice
      ? row.breaks.map(([quantity, usd]) => ({
          quantity,
          unitPrice: unitPriceOf(pricing, usd),
          extendedPrice: microToNumber(roundToCents(unitPriceMicro(pricing, usd) * BigInt(quantity))),
        }))
      : [],
  };
}

/** Every packaging of the variant's part, the asked one marked. */
export async function saleOptions(context: PresentContext, variantId: number) {
  const ids = await queryRows<{ id: number }>(
    context.db,
    sql`SELECT id FROM variants WHERE product_id = (SELECT product_id FROM variants WHERE id = ${variantId})
        ORDER BY array_position(ARRAY['Cut Tape','Reel','Tube','Tray','Bulk']::text[], packaging), id`,
  );
  const rows = await variantRows(
    context.db,
    ids.map((item) => item.id),
    context.companyId ?? null,
  );
  // No such variant, or one exclusive to another company (docs/decisions/053-special-products.md).
  if (!rows.some((row) => row.variantId === variantId)) throw notFound(message("notFound", context.locale));
  return rows.map((row) => ({
    variantId: row.variantId,
    sku: row.sku,
    packaging: row.packaging,
    isReel: row.isReel,
    mpq: row.mpq,
    minimumOrderQuantity: row.minimumOrderQuantity,
    orderQuantityMultiplier: row.orderQuantityMultiplier,
    stock: row.isShowStock ? row.totalStock : null,
    unitPrice: row.isShowPrice && row.breaks.length ? unitPriceOf(context.pricing, row.breaks[0][1]) : null,
    currency: context.pricing.currency,
    isSelected: row.variantId === variantId,
  }));
}

/** Whether a quantity can be ordered (MOQ and multiple), the nearest valid one, and its price at the right break. */
export function quantityCheck(
  row: Pick<VariantRow, "minimumOrderQuantity" | "orderQuantityMultiplier">,
  quantity: number,
  locale: ApiLocale,
) {
  const minimum = row.minimumOrderQuantity;
  const multiple = Math.max(row.orderQuantityMultiplier, 1);
  const problems: TotalPrice["problems"] = [];
  if (quantity < minimum) problems.push({ code: "below-minimum", message: text("catalog.belowMinimum", locale, { minimum }) });
  if (quantity % multiple !== 0) problems.push({ code: "not-multiple", message: text("catalog.notMultiple", locale, { multiple }) });
  const atLeast = Math.max(quantity, minimum);
  const suggestedQuantity = Math.ceil(atLeast / multiple) * multiple;
  return { problems, suggestedQuantity };
}

export async function totalPrice(context: PresentContext, variantId: number, quantity: number) {
  const row = await requireVariant(context, variantId);
  const { problems, suggestedQuantity } = quantityCheck(row, quantity, context.locale);
  const isValid = problems.length === 0;
  // The break is the largest one whose quantity the order reaches.
  const applicable = [...row.breaks].reverse().find(([breakQuantity]) => breakQuantity <= quantity) ?? row.breaks[0];
  const priced = isValid && row.isShowPrice && applicable;
  const unitMicro = priced ? unitPriceMicro(context.pricing, applicable[1]) : null;
  return {
    variantId: row.variantId,
    quantity,
    currency: context.pricing.currency,
    isValid,
    problems,
    suggestedQuantity,
    unitPrice: unitMicro === null ? null : microToNumber(unitMicro),
    totalPrice: unitMicro === null ? null : microToNumber(roundToCents(unitMicro * BigInt(quantity))),
    isInStock: row.isShowStock ? row.totalStock >= quantity : null,
  };
}
