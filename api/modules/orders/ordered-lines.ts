import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cartLines, checkouts, orderLines } from "../../db/schema";

/**
 * The cart's lines the order took (a line added meanwhile in another tab stays), and its checkout. A line accepted
 * from an offer is found by its offer line, the others by their part.
 */
export async function emptyOrderedLines(tx: Executor, cartId: number | null, orderId: number) {
  if (cartId === null) return;
  const ordered = tx.select({ variantId: orderLines.variantId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.variantId, ordered)));
  const offered = tx.select({ offerLineId: orderLines.offerLineId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.offerLineId, offered)));
  await tx.delete(checkouts).where(eq(checkouts.cartId, cartId));
}
