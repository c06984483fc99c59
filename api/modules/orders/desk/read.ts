import { and, asc, count, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { DeskDocument, DeskOrder, DeskOrderList, DeskOrderListQuery, DeskRefund } from "@contract/api/orders-desk/schemas";
import type { Executor } from "../../../db/client";
import {
  companies,
  invoices,
  mailOutbox,
  orderLines,
  orderRefunds,
  orderTransfers,
  orders,
  users,
  type OrderRefundRow,
  type OrderRow,
} from "../../../db/schema";
import { auditEntriesOf, istanbulMidnight } from "../../back-office/audit";
import { containingPattern } from "../../catalog/text";
import { canMove } from "../status";
import { orderDetail, summaryOf } from "../read";
import { transferStanding } from "./transfers";

// What the orders desk reads (issue 32 item 3): the staff's list of every order, and one order with all that
// happened to it. Staff see every order: the permission is the route's (orders.view).

/** The object type and id of an order in the audit log. */
export const auditedOrder = (order: Pick<OrderRow, "orderNumber">) => ({ objectType: "order", objectId: order.orderNumber });

const billingName = sql<string>`(${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName')`;

export async function listDeskOrders(db: Executor, query: DeskOrderListQuery): Promise<DeskOrderList> {
  const customer = query.customer ? containingPattern(query.customer) : undefined;
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentType ? eq(orders.paymentType, query.paymentType) : undefined,
    query.from ? gte(orders.createdAt, istanbulMidnight(query.from)) : undefined,
    query.to ? lt(orders.createdAt, istanbulMidnight(query.to, 1)) : undefined,
    query.orderNumber ? ilike(orders.orderNumber, containingPattern(query.orderNumber)) : undefined,
    customer
      ? or(
          ilike(orders.email, customer),
          ilike(users.email, customer),
          ilike(billingName, customer),
          ilike(companies.title, customer),
          ilike(sql`${orders.billingAddress}->>'companyName'`, customer),
        )
      : undefined,
  );
  const rows = await db
    .select({
      order: orders,
      placedBy: users.email,
      companyName: companies.title,
      itemCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(where);
  return {
    items: rows.map((row) => ({
      ...summaryOf({ ...row.order, placedBy: row.placedBy }, row.itemCount),
      customerName: `${row.order.billingAddress.firstName} ${row.order.billingAddress.lastName}`,
      companyName: row.companyName ?? row.order.billingAddress.companyName,
    })),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
  };
}

export async function findOrderByNumber(db: Executor, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

export const deskRefundOf = (row: OrderRefundRow): DeskRefund => ({
  id: row.id,
  method: row.method,
  provider: row.provider,
  amount: row.amount,
  currency: row.currencyCode,
  reason: row.reason,
  status: row.status,
  failureReason: row.failureReason,
  iban: row.iban,
  accountHolder: row.accountHolder,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** The order's invoices (its sale first, then return invoices), or its proforma while nothing is issued. */
async function documentsOf(db: Executor, order: OrderRow): Promise<DeskDocument[]> {
  const issued = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.issuedAt), asc(invoices.id));
  if (!issued.length) return [{ kind: "proforma", type: "SATIS", number: null, issuedAt: null, status: null }];
  return issued.map((row) => ({
    kind: "invoice",
    type: row.type,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    status: row.status,
  }));
}

/** The mails to the order's address naming its number, newest first (the outbox keeps what was sent without SMTP). */
async function mailsOf(db: Executor, order: OrderRow) {
  const rows = await db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.to})`, order.email.toLowerCase()), ilike(mailOutbox.text, containingPattern(order.orderNumber))))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function deskOrder(db: Executor, order: OrderRow): Promise<DeskOrder> {
  const transfers = await db.select().from(orderTransfers).where(eq(orderTransfers.orderId, order.id)).orderBy(asc(orderTransfers.id));
  const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.createdAt));
  const [company] = order.companyId
    ? await db.select({ title: companies.title }).from(companies).where(eq(companies.id, order.companyId))
    : [];
  const { objectType, objectId } = auditedOrder(order);
  const eft = order.paymentType === "eft";
  return {
    order: await orderDetail(db, order),
    customerName: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
    companyName: company?.title ?? order.billingAddress.companyName,
    trackingCarrier: order.trackingCarrier,
    standing: eft
      ? transferStanding(
          order.total,
          transfers.map((row) => row.amount),
        )
      : null,
    transfers: transfers.map((row) => ({
      amount: row.amount,
      currency: row.currencyCode,
      receivedOn: row.receivedOn,
      bankReference: row.bankReference,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    refunds: refunds.map(deskRefundOf),
    documents: await documentsOf(db, order),
    mails: await mailsOf(db, order),
    audit: await auditEntriesOf(db, objectType, objectId),
    moves: {
      confirmTransfer: eft && order.status === "awaiting_payment",
      prepare: canMove(order.status, "preparing"),
      ship: canMove(order.status, "shipped"),
      deliver: canMove(order.status, "delivered"),
      cancel: canMove(order.status, "cancelled"),
      cancelNeedsIban: eft && transfers.length > 0 && canMove(order.status, "cancelled"),
    },
  };
}
