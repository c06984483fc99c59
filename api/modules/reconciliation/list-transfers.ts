import { aliasedTable, and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TransferStatus } from "@contract/api/reconciliation/values";
import type { Executor } from "../../db/client";
import { bankTransfers, orders } from "../../db/schema";

export interface TransferListQuery {
  /** Open transfers (unmatched and suggested) by default. */
  statuses?: readonly TransferStatus[];
  bankAccountId?: number;
  statementId?: number;
  /** Only these transfers (a desk's answer to a decision shows the one decided). */
  transferIds?: readonly number[];
  limit?: number;
  offset?: number;
}

const suggestedOrders = aliasedTable(orders, "suggested_orders");
const matchedOrders = aliasedTable(orders, "matched_orders");

/**
 * The transfers of a desk's list, best suggestions first, then oldest first: each with the order suggested for it
 * (number, billing name, total in the order's currency, status) and the order it was matched to.
 */
export async function listTransfers(executor: Executor, query: TransferListQuery = {}) {
  const { statuses = ["unmatched", "suggested"], limit = 50, offset = 0 } = query;
  const conditions: SQL[] = [inArray(bankTransfers.status, [...statuses])];
  if (query.bankAccountId !== undefined) conditions.push(eq(bankTransfers.bankAccountId, query.bankAccountId));
  if (query.statementId !== undefined) conditions.push(eq(bankTransfers.statementId, query.statementId));
  if (query.transferIds) conditions.push(inArray(bankTransfers.id, [...query.transferIds]));
  const where = and(...conditions);
  const rows = await executor
    .select({
      transfer: bankTransfers,
      suggested: {
        orderNumber: suggestedOrders.orderNumber,
        billing: suggestedOrders.billingAddress,
        totals: suggestedOrders.totals,
        status: suggestedOrders.status,
      },
      matchedOrderNumber: matchedOrders.orderNumber,
    })
    .from(bankTransfers)
    .leftJoin(suggestedOrders, eq(suggestedOrders.id, bankTransfers.suggestedOrderId))
    .leftJoin(matchedOrders, eq(matchedOrders.id, bankTransfers.matchedOrderId))
    .where(where)
    // PostgreSQL sorts nulls first when descending: transfers without a suggestion come after the suggested ones.
    .orderBy(sql`${bankTransfers.suggestionScore} desc nulls last`, asc(bankTransfers.bookedOn), asc(bankTransfers.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await executor.select({ total: count() }).from(bankTransfers).where(where);
  return {
    total,
    items: rows.map(({ transfer, suggested, matchedOrderNumber }) => ({
      id: transfer.id,
      statementId: transfer.statementId,
      bankAccountId: transfer.bankAccountId,
      lineNumber: transfer.lineNumber,
      bookedOn: transfer.bookedOn,
      amount: transfer.amount,
      currency: transfer.currencyCode,
      description: transfer.description,
      reference: transfer.reference,
      status: transfer.status,
      suggestion:
        transfer.suggestedOrderId !== null && suggested
          ? {
              orderId: transfer.suggestedOrderId,
              orderNumber: suggested.orderNumber,
              rule: transfer.suggestionRule,
              score: transfer.suggestionScore,
              billingName: [suggested.billing.firstName, suggested.billing.lastName].join(" "),
              companyName: suggested.billing.companyName,
              total: suggested.totals.total,
              currency: suggested.totals.currency,
              orderStatus: suggested.status,
            }
          : null,
      matched: transfer.matchedOrderId !== null ? { orderId: transfer.matchedOrderId, orderNumber: matchedOrderNumber } : null,
      ignoredReason: transfer.ignoredReason,
      decidedBy: transfer.decidedBy,
      decidedAt: transfer.decidedAt,
    })),
  };
}
