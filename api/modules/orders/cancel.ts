import { and, eq, lt, sql } from "drizzle-orm";
import { buyerMayCancel } from "@contract/api/orders/values";
import type { Database, Executor } from "../../db/client";
import { carts, companyCurrentAccounts, currentAccountMovements, orders, payments, type OrderRow, type PaymentRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { lockOrder, moveOrder, releaseStock } from "./status";

/**
 * Cancels an order (locked by the caller's transaction) and undoes what it took: its stock, and a net-term charge on
 * the current account. The buyer's cancel, the expiry and the staff's cancel (desk/cancel.ts) all go through it.
 */
export async function cancelLocked(tx: Executor, order: OrderRow, note: string, locale: ApiLocale) {
  await moveOrder(tx, order, "cancelled", note);
  await releaseStock(tx, order.id);
  if (order.paymentType === "net" && order.status === "paid" && order.currentAccountId) {
    await tx.insert(currentAccountMovements).values({
      currentAccountId: order.currentAccountId,
      orderId: order.id,
      amount: `-${order.total}`,
      description: text("orders.netTermReversal", locale, { orderNumber: order.orderNumber }),
      kind: "cancellation",
    });
    await tx
      .update(companyCurrentAccounts)
      .set({ balance: sql`${companyCurrentAccounts.balance} - ${order.total}::numeric` })
      .where(eq(companyCurrentAccounts.id, order.currentAccountId));
  }
}

/** The buyer's cancel: refused (409) once the order is past what the buyer may cancel. */
export async function cancelByBuyer(db: Database, orderId: number, locale: ApiLocale) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !buyerMayCancel(order)) throw new AppError(409, text("orders.notCancellable", locale));
    await cancelLocked(tx, order, text("orders.cancelledByBuyer", order.languageCode), order.languageCode);
  });
}

/**
 * A card payment that did not go through (refused, abandoned, or never started), its order locked by the caller's
 * transaction: marked failed, and the order changed as the payment says. A card order's own payment cancels the order
 * and gives its stock back; an EFT order's payment by card leaves it as it was, awaiting its transfer.
 */
export async function failPayment(tx: Executor, order: OrderRow, payment: Pick<PaymentRow, "id" | "onFailure">, reason: string) {
  await tx.update(payments).set({ status: "failed", failureReason: reason, completedAt: new Date() }).where(eq(payments.id, payment.id));
  if (payment.onFailure === "cancel_order" && order.status === "awaiting_payment")
    await cancelLocked(tx, order, reason, order.languageCode);
}

/**
 * A cart has at most one pending card payment (docs/decisions/030-unpaid-orders-hold.md): a new order from the cart,
 * in the caller's transaction, cancels the cart's card orders still waiting for payment and gives their stock back,
 * their payments marked failed so that a late callback captures nothing. The cart row is locked first, so that two
 * attempts at once leave one.
 */
export async function cancelPendingCardOrders(tx: Executor, cartId: number) {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, "awaiting_payment"), eq(orders.paymentType, "pos")));
  for (const { id } of pending) {
    const order = await lockOrder(tx, id);
    if (order?.status !== "awaiting_payment") continue;
    const reason = text("orders.paymentSuperseded", order.languageCode);
    await tx
      .update(payments)
      .set({ status: "failed", failureReason: reason, completedAt: new Date() })
      .where(and(eq(payments.orderId, id), eq(payments.status, "pending")));
    await cancelLocked(tx, order, reason, order.languageCode);
  }
}

/** Cancels unpaid orders past their time and gives their stock back; answers the ids of those it cancelled. */
export async function expireUnpaidOrders(db: Database, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "awaiting_payment"), lt(orders.expiresAt, now)))
    .limit(100);
  const expired: number[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order?.status !== "awaiting_payment") return;
      await cancelLocked(tx, order, text("orders.expired", order.languageCode), order.languageCode);
      expired.push(id);
    });
  }
  return expired;
}
