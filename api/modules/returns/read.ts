import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ReturnDetail, ReturnSummary } from "@contract/api/returns/schemas";
import type { ReturnStatus } from "@contract/api/returns/values";
import type { Database } from "../../db/client";
import {
  orderLines,
  orders,
  returnReasons,
  returnRequestLines,
  returnRequestPhotos,
  returnRequests,
  type ReturnRequestRow,
} from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { Identity } from "../../plugins/auth";
import { reasonName } from "./reasons";

/** A request with its order's number and its reason, as lists show it. */
export const summaryColumns = {
  request: returnRequests,
  orderNumber: orders.orderNumber,
  reason: { code: returnReasons.code, nameTr: returnReasons.nameTr, nameEn: returnReasons.nameEn },
  itemCount: sql<number>`(SELECT coalesce(sum(${returnRequestLines.quantity}), 0)::int FROM ${returnRequestLines} WHERE ${returnRequestLines.returnRequestId} = ${returnRequests.id})`,
};

type SummaryRow = {
  request: ReturnRequestRow;
  orderNumber: string;
  reason: { code: string; nameTr: string; nameEn: string };
  itemCount: number;
};

export function summaryOf(row: SummaryRow, locale: ApiLocale): ReturnSummary {
  return {
    returnNumber: row.request.returnNumber,
    orderNumber: row.orderNumber,
    status: row.request.status,
    reason: { code: row.reason.code, name: reasonName(row.reason, locale) },
    itemCount: row.itemCount,
    createdAt: row.request.createdAt.toISOString(),
  };
}

export const summaries = (db: Database) =>
  db
    .select(summaryColumns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(returnReasons, eq(returnReasons.id, returnRequests.reasonId));

/** The requests the caller made, newest first, a page at a time. */
export async function listReturns(
  db: Database,
  identity: Identity,
  query: { page: number; pageSize: number; status?: ReturnStatus },
  locale: ApiLocale,
) {
  const where = and(eq(returnRequests.userId, identity.userId), query.status ? eq(returnRequests.status, query.status) : undefined);
  const rows = await summaries(db)
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(returnRequests).where(where);
  return { items: rows.map((row) => summaryOf(row, locale)), page: query.page, pageSize: query.pageSize, totalCount: total };
}

/** One request the caller made, with its lines as the order sold them; another's answers undefined (the route says 404). */
export async function findReturn(
  db: Database,
  identity: Identity,
  returnNumber: string,
  locale: ApiLocale,
): Promise<ReturnDetail | undefined> {
  const [row] = await summaries(db).where(and(eq(returnRequests.returnNumber, returnNumber), eq(returnRequests.userId, identity.userId)));
  if (!row) return undefined;
  const lines = await db
    .select({
      lineNumber: returnRequestLines.orderLineNumber,
      quantity: returnRequestLines.quantity,
      mpn: orderLines.mpn,
      manufacturerName: orderLines.manufacturerName,
      description: orderLines.description,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, and(eq(orderLines.orderId, row.request.orderId), eq(orderLines.lineNumber, returnRequestLines.orderLineNumber)))
    .where(eq(returnRequestLines.returnRequestId, row.request.id))
    .orderBy(returnRequestLines.orderLineNumber);
  const [photo] = await db
    .select({ contentType: returnRequestPhotos.contentType, size: returnRequestPhotos.size })
    .from(returnRequestPhotos)
    .where(eq(returnRequestPhotos.returnRequestId, row.request.id));
  return {
    ...summaryOf(row, locale),
    description: row.request.description,
    lines,
    photo: photo ?? null,
    ...outcomeOf(row.request),
    updatedAt: row.request.updatedAt.toISOString(),
  };
}

/** The staff's decision, the goods' receipt and the refund of a request, as its buyer and the desk read them. */
export function outcomeOf(request: ReturnRequestRow): Pick<ReturnDetail, "decision" | "receivedAt" | "refund"> {
  return {
    decision: request.decisionNote && request.decidedAt ? { note: request.decisionNote, decidedAt: request.decidedAt.toISOString() } : null,
    receivedAt: request.receivedAt?.toISOString() ?? null,
    refund:
      request.refundMethod && request.refundAmount && request.refundCurrency && request.refundedAt
        ? {
            method: request.refundMethod,
            amount: request.refundAmount,
            currency: request.refundCurrency,
            refundedAt: request.refundedAt.toISOString(),
          }
        : null,
  };
}
