import { and, count, desc, eq, gte, ilike, lte, ne, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { PaymentDetail, PaymentList, PaymentQuery } from "@contract/api/current-account/schemas";
import type { PaymentMethod } from "@contract/api/current-account/values";
import type { Database } from "../../db/client";
import { companyCurrentAccounts, orders, orderTransfers, payments } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import type { Identity } from "../../plugins/auth";
import { STORE_TIME_ZONE } from "../carts/export-content";
import { containing } from "../customers/customers";
import { visibleTo } from "../orders/read";

// The payments page (docs/decisions/050-current-account-self-service.md): what was paid for the orders the caller may
// see (their own, or the company's with view-orders, as the order list): card payments captured, EFT transfers the
// store recorded, and net-term orders charged to the current account.

const day = (at: SQL) => sql`(${at} at time zone ${sql.raw(`'${STORE_TIME_ZONE}'`)})::date`;
const CARD_PAID_AT = sql`${payments.completedAt}`;
/** A transfer counts from the day the bank credited it. */
const EFT_PAID_AT = sql`(${orderTransfers.receivedOn}::date::timestamp at time zone ${sql.raw(`'${STORE_TIME_ZONE}'`)})`;
const NET_PAID_AT = sql`${orders.createdAt}`;

/** Every source answers the same columns, named alike, so that they unite. */
const columns = (values: {
  id: SQL;
  method: PaymentMethod;
  orderNumber: SQL;
  amount: SQL;
  currencyCode: SQL;
  paidAt: SQL;
  reference: SQL;
  installments: SQL;
}) => ({
  id: sql<string>`${values.id}`.as("id"),
  method: sql<PaymentMethod>`${values.method}`.as("method"),
  orderNumber: sql<string>`${values.orderNumber}`.as("order_number"),
  amount: sql<string>`${values.amount}::text`.as("amount"),
  currencyCode: sql<string>`${values.currencyCode}`.as("currency_code"),
  paidAt: sql<Date>`${values.paidAt}`.as("paid_at"),
  reference: sql<string | null>`${values.reference}`.as("reference"),
  installments: sql<number>`${values.installments}`.as("installments"),
});

interface Branch {
  method: PaymentMethod;
  paidAt: SQL;
}

/** The filters every source shares: who may see the order, its number, the day paid. */
function conditions(identity: Identity, query: Pick<PaymentQuery, "from" | "to" | "q">, { paidAt }: Branch): SQL[] {
  const list = [visibleTo(identity)];
  if (query.q) list.push(ilike(orders.orderNumber, containing(query.q)));
  if (query.from) list.push(gte(day(paidAt), sql`${query.from}::date`));
  if (query.to) list.push(lte(day(paidAt), sql`${query.to}::date`));
  return list;
}

function paymentRows(db: Database, identity: Identity, query: Pick<PaymentQuery, "from" | "to" | "q" | "method">, extra?: SQL) {
  const card = db
    .select(
      columns({
        id: sql`'card-' || ${payments.id}::text`,
        method: "card",
        orderNumber: sql`${orders.orderNumber}`,
        amount: sql`${payments.amount}`,
        currencyCode: sql`${payments.currencyCode}`,
        paidAt: CARD_PAID_AT,
        reference: sql`${payments.cardSummary}`,
        installments: sql`${payments.installments}`,
      }),
    )
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, "captured"), ...conditions(identity, query, { method: "card", paidAt: CARD_PAID_AT }), extra));
  const eft = db
    .select(
      columns({
        id: sql`'eft-' || ${orderTransfers.id}::text`,
        method: "eft",
        orderNumber: sql`${orders.orderNumber}`,
        amount: sql`${orderTransfers.amount}`,
        currencyCode: sql`${orderTransfers.currencyCode}`,
        paidAt: EFT_PAID_AT,
        reference: sql`${orderTransfers.bankReference}`,
        installments: sql`1`,
      }),
    )
    .from(orderTransfers)
    .innerJoin(orders, eq(orders.id, orderTransfers.orderId))
    .where(and(...conditions(identity, query, { method: "eft", paidAt: EFT_PAID_AT }), extra));
  const net = db
    .select(
      columns({
        id: sql`'net-' || ${orders.id}::text`,
        method: "net",
        orderNumber: sql`${orders.orderNumber}`,
        amount: sql`${orders.total}`,
        currencyCode: sql`${orders.currencyCode}`,
        paidAt: NET_PAID_AT,
        reference: sql`${companyCurrentAccounts.code}`,
        installments: sql`1`,
      }),
    )
    .from(orders)
    .leftJoin(companyCurrentAccounts, eq(companyCurrentAccounts.id, orders.currentAccountId))
    .where(
      and(
        eq(orders.paymentType, "net"),
        ne(orders.status, "cancelled"),
        ...conditions(identity, query, { method: "net", paidAt: NET_PAID_AT }),
        extra,
      ),
    );
  // The three answer the same columns (`columns`); their builders' types differ only by the tables they read.
  const chosen = { card, eft: eft as unknown as typeof card, net: net as unknown as typeof card };
  if (query.method) return chosen[query.method];
  return unionAll(chosen.card, chosen.eft, chosen.net);
}

const asPayment = (row: {
  id: string;
  method: PaymentMethod;
  orderNumber: string;
  amount: string;
  currencyCode: string;
  paidAt: Date | string;
  reference: string | null;
  installments: number;
}) => ({ ...row, paidAt: new Date(row.paidAt).toISOString(), installments: Number(row.installments) });

/** A page of the payments the caller may see, newest first. */
export async function searchPayments(db: Database, identity: Identity, query: PaymentQuery): Promise<PaymentList> {
  const all = paymentRows(db, identity, query).as("all_payments");
  const rows = await db
    .select()
    .from(all)
    .orderBy(desc(all.paidAt), desc(all.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(all);
  return {
    items: rows.map(asPayment),
    scope: identity.userType === "b2b" && identity.permissions.includes("view-orders") ? "company" : "own",
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
  };
}

/** One payment the caller may see, with its order and, for a card, its charge; any other answers 404. */
export async function paymentDetail(db: Database, identity: Identity, paymentId: string, locale: ApiLocale): Promise<PaymentDetail> {
  const [kind, key] = [paymentId.slice(0, paymentId.indexOf("-")), paymentId.slice(paymentId.indexOf("-") + 1)] as [PaymentMethod, string];
  const only: Record<PaymentMethod, SQL> = {
    card: eq(payments.id, key),
    eft: eq(orderTransfers.id, Number(key)),
    net: eq(orders.id, Number(key)),
  };
  const [row] = await paymentRows(db, identity, { method: kind }, only[kind]);
  if (!row) throw new AppError(404, message("notFound", locale));
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, row.orderNumber));
  const [transfer] = kind === "eft" ? await db.select({ note: orderTransfers.note }).from(orderTransfers).where(only.eft) : [];
  const charge = kind === "card" ? order.cardCharge : null;
  return {
    ...asPayment(row),
    orderTotal: order.total,
    orderCurrencyCode: order.currencyCode,
    orderStatus: order.status,
    cardBase: charge?.base ?? null,
    cardCommission: charge?.commission ?? null,
    note: transfer?.note ?? null,
  };
}
