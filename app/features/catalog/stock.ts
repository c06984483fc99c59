// Stock is shown as a level with words and a colour (never colour alone).

import type { TFunction } from "~/lib/i18n/translate";
import type { Locale } from "@contract/locale";
import { formatQuantity } from "~/lib/format";

export type StockLevel = "inStock" | "belowMinimum" | "incoming" | "outOfStock";

export interface StockFigures {
  totalStock: number;
  minimumOrderQuantity: number;
  /** Quantity ordered from the manufacturer and not yet received. */
  onOrder: number;
}

/** A listed part's stock as a badge reads it: hidden when the part hides it or the API gave no figure. */
export function listedStock(part: {
  isShowStock: boolean;
  stock: number | null;
  upcomingStock: number | null;
  minimumOrderQuantity: number;
}): StockFigures & { isShowStock: boolean } {
  return {
    isShowStock: part.isShowStock && part.stock !== null,
    totalStock: part.stock ?? 0,
    onOrder: part.upcomingStock ?? 0,
    minimumOrderQuantity: part.minimumOrderQuantity,
  };
}

/**
 * In stock when at least one minimum order can ship now; below the minimum when some stock exists but
 * not a whole minimum order; incoming when nothing is on the shelf but more is on order; else out.
 */
export function stockLevel({ totalStock, minimumOrderQuantity, onOrder }: StockFigures): StockLevel {
  if (totalStock > 0 && totalStock >= Math.max(1, minimumOrderQuantity)) return "inStock";
  if (totalStock > 0) return "belowMinimum";
  if (onOrder > 0) return "incoming";
  return "outOfStock";
}

/** The stock's words ("1,234 in stock", "Stock on request" when hidden); `t` is a catalog translator. */
export function stockText(t: TFunction, locale: Locale, { isShowStock, ...figures }: StockFigures & { isShowStock: boolean }): string {
  if (!isShowStock) return t("stock.onRequest");
  const level = stockLevel(figures);
  return t(`stock.${level}`, { quantity: formatQuantity(level === "incoming" ? figures.onOrder : figures.totalStock, locale) });
}
