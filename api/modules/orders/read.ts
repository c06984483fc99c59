import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Order, OrderPlacer, OrderSummary } from "@contract/api/orders/schemas";
import { buyerMayCancel, type OrderStatus } from "@contract/api/orders/values";
import type { Database, Executor } from "../../db/client";
import { currentAccountMovements, orderEvents, orderLines, orders, payments, users, type OrderRow } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { Identity } from "../../plugins/auth";
import { invoiceSummary, salesInvoiceOf } from "../invoices/read";
import { isStale } from "../rates/calendar";

/**
 * Which single orders a caller may open: a business user who may view orders the company's, anyone else their own.
 * The lists are explicit instead (ownOrders, companyOrders: docs/decisions/027-business-accounts.md).
 */
export function visibleTo(identity: Identity): SQL {
  if (identity.userType === "b2b" && identity.companyId && identity.permissions.includes("view-orders")) {
    return eq(orders.companyId, identity.companyId);
  }
  return eq(orders.userId, identity.userId);
}

/** Which orders an order list holds, and whose they are. */
export interface OrderListScope {
  condition: SQL;
  scope: "own" | "company";
}

/** The caller's own orders (the non-administrator variant of the list, spec §6). */
export const ownOrders = (identity: Identity): OrderListScope => ({ condition: eq(orders.userId, identity.userId), scope: "own" });

/**
 * The company's orders, every user's, or one user's (the administrator variant; the route's view-orders guard lets only
 * business users with a company through): a user of another company finds none of this company's orders.
 */
export const companyOrders = (identity: Identity, userId: string | undefined): OrderListScope => ({
  condition: and(eq(orders.companyId, identity.companyId!), userId ? eq(orders.userId, userId) : undefined)!,
  scope: "company",
});

/** An order as lists show it; `placedBy` is the buyer's e-mail (the order's own when the account is gone). */
export function summaryOf(row: OrderRow & { placedBy: string | null }, itemCount: number): OrderSummary {
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    paymentType: row.paymentType,
    createdAt: row.createdAt.toISOString(),
    itemCount,
    totals: row.totals,
    placedBy: row.placedBy ?? row.email,
    customerOrderNumber: row.customerOrderNumber,
  };
}

export async function listOrders(
  db: Database,
  { condition, scope }: OrderListScope,
  query: { page: number; pageSize: number; status?: OrderStatus; q?: string },
) {
  // The words are matched as typed: % and _ are not wildcards here.
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const search = pattern ? or(ilike(orders.orderNumber, pattern), ilike(orders.customerOrderNumber, pattern)) : undefined;
  const where = and(condition, query.status ? eq(orders.status, query.status) : undefined, search);
  const rows = await db
    .select({
      order: orders,
      placedBy: users.email,
      itemCount: db.$count(orderLines, eq(orderLines.orderId, orders.id)),
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  return {
    items: rows.map((row) => summaryOf({ ...row.order, placedBy: row.placedBy }, row.itemCount)),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
    scope,
  };
}

/** The language an order was placed in, the one its documents and mails speak. */
export const orderLocale = (order: Pick<Order, "languageCode">): ApiLocale => (order.languageCode === "en" ? "en" : "tr");

/** An order by its row id, for the store's own use (its mails): no visibility check. */
/** A guest's order by its number: only the anonymous-customer id that placed it sees it. */
export async function findGuestOrder(db: Database, guestId: string, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.guestId, guestId), eq(orders.orderNumber, orderNumber)));
  return row;
}

/** One order the caller may see by its number; another's answers undefined (the route says 404). */
export async function findVisibleOrder(db: Database, identity: Identity, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), visibleTo(identity)));
  return row;
}

/** The company's users by name: whom the company order list can be filtered by. */
export async function orderPlacers(db: Database, companyId: string): Promise<OrderPlacer[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

export async function orderDetail(db: Executor, row: OrderRow): Promise<Order> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(orderLines.lineNumber);
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(orderEvents.id);
  const paid = await db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(payments.createdAt);
  const [buyer] = row.userId ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)) : [];
  const invoice = await salesInvoiceOf(db, row.id);
  const [charge] = await db
    .select({ dueDate: currentAccountMovements.dueDate })
    .from(currentAccountMovements)
    .where(and(eq(currentAccountMovements.orderId, row.id), eq(currentAccountMovements.kind, "invoice")));
  return {
    ...summaryOf({ ...row, placedBy: buyer?.email ?? null }, lines.length),
    email: row.email,
    languageCode: row.languageCode,
    exchangeRates: row.exchangeRates,
    rateDate: row.rateDate,
    rateStale: isStale(row.rateDate, row.createdAt),
    totalsTry: row.totalsTry,
    totalsUsd: row.totalsUsd,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    shipping: { carrier: row.shipping.carrier, service: row.shipping.service, price: row.shipping.price },
    trackingNumber: row.trackingNumber,
    extraInformation: row.extraInformation,
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      variantId: line.variantId,
      sku: line.sku,
      mpn: line.mpn,
      manufacturerName: line.manufacturerName,
      description: line.description,
      customerReference: line.customerReference,
      projectId: line.projectId > 0 ? line.projectId : null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      extendedPrice: line.extendedPrice,
      vatRate: line.vatRate,
      tax: line.tax,
      totalPrice: line.totalPrice,
    })),
    dueDate: charge?.dueDate ?? null,
    history: events.map((event) => ({ status: event.status, note: event.note, createdAt: event.createdAt.toISOString() })),
    cardCharge: row.cardCharge,
    payments: paid.map((payment) => ({
      provider: payment.provider,
      amount: payment.amount,
      currency: payment.currencyCode,
      installments: payment.installments,
      status: payment.status,
      cardSummary: payment.cardSummary,
      failureReason: payment.failureReason,
      createdAt: payment.createdAt.toISOString(),
    })),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    canCancel: buyerMayCancel(row),
    invoice: invoice ? invoiceSummary(invoice) : null,
  };
}
