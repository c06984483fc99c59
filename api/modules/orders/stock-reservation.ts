import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderLines } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { queryRows } from "../../lib/query-rows";
import { refuse } from "./refusal";

/**
 * Takes each line's quantity from stock with one conditional update per variant, in variant order: a part that
 * may not be back-ordered must have the whole quantity (else 409 and the transaction is undone); one that may gives
 * what it has. Concurrent orders queue on the row and re-check the condition against the stock the first one left.
 */
export async function reserveStock(tx: Executor, orderId: number, locale: ApiLocale) {
  // An item made to order (variant 0, docs/decisions/046-offers.md) is not kept in stock.
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.variantId, 0)))
    .orderBy(orderLines.variantId);
  for (const line of lines) {
    const taken = await queryRows<{ taken: number }>(
      tx,
      sql`
        WITH locked AS (SELECT id, total_stock, is_backorderable FROM variants WHERE id = ${line.variantId} FOR UPDATE),
        wanted AS (SELECT id, CASE WHEN is_backorderable THEN LEAST(total_stock, ${line.quantity}) ELSE ${line.quantity} END AS taken
                   FROM locked WHERE is_backorderable OR total_stock >= ${line.quantity})
        UPDATE variants v SET total_stock = v.total_stock - wanted.taken FROM wanted WHERE v.id = wanted.id
        RETURNING wanted.taken`,
    );
    if (taken.length === 0) {
      const [{ stock }] = await queryRows<{ stock: number }>(
        tx,
        sql`SELECT total_stock AS stock FROM variants WHERE id = ${line.variantId}`,
      );
      throw refuse(409, "orders.outOfStock", locale, { mpn: line.mpn, stock });
    }
    await tx
      .update(orderLines)
      .set({ reservedQuantity: Number(taken[0].taken) })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.lineNumber, line.lineNumber)));
  }
}
