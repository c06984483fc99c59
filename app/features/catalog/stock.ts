// Stock is shown as a level with words and a colour (never colour alone).

export type StockLevel = "inStock" | "belowMinimum" | "incoming" | "outOfStock";

export interface StockFigures {
  totalStock: number;
  minimumOrderQuantity: number;
  /** Quantity ordered from the manufacturer and not yet received. */
  onOrder: number;
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
