import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { ReturnDeskDetail, ReturnDeskListQuery, ReturnDeskSummary } from "@contract/api/returns/desk-schemas";
import type { Database } from "../../../db/client";
import {
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
  returnReasons,
  returnRequestLines,
  returnRequestPhotos,
  returnRequests,
  users,
} from "../../../db/schema";
import type { ApiLocale } from "../../../lib/locale";
import { auditEntriesOf } from "../../back-office/audit";
import { outcomeOf, summaries, summaryColumns, summaryOf } from "../read";
import { refundQuote } from "./refund";

// What the returns desk reads (docs/decisions/039-returns-desk.md): every request, searched, and one with its order,
// lines, photo, refund and audit trail.

/** The requester as the desk names them: the account's name and address, else (the account removed) the order's. */
const customerColumns = {
  name: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, (${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName'))`,
  email: sql<string>`coalesce(${users.email}, ${orders.email})`,
};

/** Midnight of an Istanbul day (UTC+3 all year, like the audit log's dates). */
const istanbulMidnight = (isoDate: string, plusDays = 0) => new Date(Date.parse(`${isoDate}T00:00:00+03:00`) + plusDays * 86_400_000);

/** A text filter matched as typed: % and _ are not wildcards. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, "\\$&")}%`;

export async function listDeskReturns(db: Database, query: ReturnDeskListQuery, locale: ApiLocale) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(returnRequests.status, query.status) : undefined,
    query.orderNumber ? ilike(orders.orderNumber, containing(query.orderNumber)) : undefined,
    query.customer
      ? or(ilike(customerColumns.email, containing(query.customer)), ilike(customerColumns.name, containing(query.customer)))
      : undefined,
    query.from ? gte(returnRequests.createdAt, istanbulMidnight(query.from)) : undefined,
    query.to ? lt(returnRequests.createdAt, istanbulMidnight(query.to, 1)) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({ ...summaryColumns, paymentType: orders.paymentType, customer: customerColumns })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(returnReasons, eq(returnReasons.id, returnRequests.reasonId))
    .leftJoin(users, eq(users.id, returnRequests.userId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .leftJoin(users, eq(users.id, returnRequests.userId))
    .where(where);
  const items: ReturnDeskSummary[] = rows.map((row) => ({
    ...summaryOf(row, locale),
    customer: row.customer,
    paymentType: row.paymentType,
  }));
  return { items, page: query.page, pageSize: query.pageSize, totalCount: total };
}

/** One request as the desk shows it; an unknown number answers undefined (the route says 404). */
export async function findDeskReturn(db: Database, returnNumber: string, locale: ApiLocale): Promise<ReturnDeskDetail | undefined> {
  const [row] = await summaries(db).where(eq(returnRequests.returnNumber, returnNumber));
  if (!row) return undefined;
  const { request } = row;
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
  const [customer] = await db
    .select(customerColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, request.userId ?? sql`NULL`))
    .where(eq(orders.id, order.id));
  const lines = await db
    .select({
      lineNumber: returnRequestLines.orderLineNumber,
      quantity: returnRequestLines.quantity,
      mpn: orderLines.mpn,
      manufacturerName: orderLines.manufacturerName,
      description: orderLines.description,
      ordered: orderLines.quantity,
      totalPrice: orderLines.totalPrice,
      disposition: returnRequestLines.disposition,
      dispositionNote: returnRequestLines.dispositionNote,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, returnRequestLines.orderLineNumber)))
    .where(eq(returnRequestLines.returnRequestId, request.id))
    .orderBy(asc(returnRequestLines.orderLineNumber));
  const [photo] = await db
    .select({ contentType: returnRequestPhotos.contentType, size: returnRequestPhotos.size })
    .from(returnRequestPhotos)
    .where(eq(returnRequestPhotos.returnRequestId, request.id));
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const [refund] = request.refundId ? await db.select().from(orderRefunds).where(eq(orderRefunds.id, request.refundId)) : [];
  return {
    ...summaryOf(row, locale),
    description: request.description,
    customer,
    lines,
    photo: photo ?? null,
    ...outcomeOf(request),
    updatedAt: request.updatedAt.toISOString(),
    order: {
      orderNumber: order.orderNumber,
      status: order.status,
      paymentType: order.paymentType,
      currency: order.currencyCode,
      total: order.total,
      createdAt: order.createdAt.toISOString(),
      history: events.map((event) => ({ status: event.status, note: event.note, createdAt: event.createdAt.toISOString() })),
    },
    refundState: refund
      ? {
          status: refund.status,
          failureReason: refund.failureReason,
          ibanEnding: refund.iban?.slice(-4) ?? null,
          accountHolder: refund.accountHolder,
        }
      : null,
    refundQuote: await refundQuote(db, order, request),
    audit: await auditEntriesOf(db, "return", returnNumber),
  };
}

/** The photo sent with a request, for the staff to look at; undefined when there is none. */
export async function returnPhoto(db: Database, returnNumber: string) {
  const [photo] = await db
    .select({ contentType: returnRequestPhotos.contentType, content: returnRequestPhotos.content })
    .from(returnRequestPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestPhotos.returnRequestId))
    .where(eq(returnRequests.returnNumber, returnNumber));
  return photo;
}
