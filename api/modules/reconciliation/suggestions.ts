import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bankTransfers, orderTransfers, orders, type BankTransferRow } from "../../db/schema";
import { transferStanding } from "../orders/desk/transfers";
import { orderNumbersIn } from "./order-numbers-in-text";
import { suggestOrder, type CandidateOrder } from "./suggest-order";

/**
 * The orders a transfer may pay: EFT orders awaiting payment, with their total in the order's currency and what is
 * still due after a partial transfer (the TRY and USD totals the buyer was also shown are not amounts the desk can
 * record: docs/decisions/038-bank-reconciliation.md). Unpaid orders expire, so these stay few.
 */
export async function awaitingTransferOrders(executor: Executor): Promise<CandidateOrder[]> {
  const rows = await executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      currency: orders.currencyCode,
      totals: orders.totals,
      billing: orders.billingAddress,
    })
    .from(orders)
    .where(and(eq(orders.status, "awaiting_payment"), eq(orders.paymentType, "eft")));
  const received = rows.length
    ? await executor
        .select({ orderId: orderTransfers.orderId, amount: orderTransfers.amount })
        .from(orderTransfers)
        .where(
          inArray(
            orderTransfers.orderId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const paid = received.filter((transfer) => transfer.orderId === row.id).map((transfer) => transfer.amount);
    const amounts = paid.length ? [row.totals.total, transferStanding(row.totals.total, paid).due] : [row.totals.total];
    return { id: row.id, orderNumber: row.orderNumber, currency: row.currency, amounts, billing: row.billing };
  });
}

/**
 * Suggests an order for each open (unmatched or suggested) transfer, or for the ones given: a suggestion follows the
 * orders as they are now (one paid meanwhile is no longer suggested). Matched and ignored transfers are left alone.
 * Answers how many of them have a suggestion.
 */
export async function refreshSuggestions(executor: Executor, transferIds?: number[]): Promise<number> {
  const open = inArray(bankTransfers.status, ["unmatched", "suggested"]);
  const allOpen = await executor.select().from(bankTransfers).where(open);
  const wanted = transferIds ? new Set(transferIds) : null;
  const transfers = wanted ? allOpen.filter((transfer) => wanted.has(transfer.id)) : allOpen;
  if (!transfers.length) return 0;
  const candidates = await awaitingTransferOrders(executor);
  const toMatch = (transfer: BankTransferRow) => ({
    amount: transfer.amount,
    currency: transfer.currencyCode,
    description: transfer.description,
  });
  // An order an open transfer names by its number is that transfer's: no other is suggested for it by amount.
  const idOfNumber = new Map(candidates.map((order) => [order.orderNumber, order.id]));
  const claimed = new Set(
    allOpen.flatMap((transfer) => orderNumbersIn(transfer.description).flatMap((number) => idOfNumber.get(number) ?? [])),
  );
  let suggested = 0;
  for (const transfer of transfers) {
    const suggestion = suggestOrder(toMatch(transfer), candidates, claimed);
    if (suggestion) suggested++;
    const next = {
      status: suggestion ? ("suggested" as const) : ("unmatched" as const),
      suggestedOrderId: suggestion?.orderId ?? null,
      suggestionRule: suggestion?.rule ?? null,
      suggestionScore: suggestion?.score ?? null,
    };
    const unchanged =
      transfer.status === next.status &&
      transfer.suggestedOrderId === next.suggestedOrderId &&
      transfer.suggestionRule === next.suggestionRule &&
      transfer.suggestionScore === next.suggestionScore;
    // Still open: a person may have matched or ignored it since it was read.
    if (!unchanged)
      await executor
        .update(bankTransfers)
        .set({ ...next, updatedAt: new Date() })
        .where(and(eq(bankTransfers.id, transfer.id), open));
  }
  return suggested;
}
