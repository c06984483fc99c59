import { and, count, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Dashboard } from "@contract/api/dashboard/schemas";
import { DASHBOARD_RECENT_CARTS, DASHBOARD_SPENDING_MONTHS } from "@contract/api/dashboard/schemas";
import type { OrderStatus } from "@contract/api/orders/values";
import type { RequestCaseStatus } from "@contract/api/requests-desk/values";
import type { Database, Executor } from "../../db/client";
import { unlessLocked } from "../../lib/short-lock-wait";
import {
  bomRequests,
  carts,
  contactFormRequests,
  heatSinkOfferRequests,
  orders,
  pcbOfferRequests,
  productRequests,
  requestCases,
} from "../../db/schema";
import type { Identity } from "../../plugins/auth";
import { isoDay, STORE_TIME_ZONE } from "../carts/export-content";
import { summaryOf } from "../carts/http";
import { presentCart } from "../carts/service";
import { lineCount } from "../carts/store";
import type { CartContext } from "../carts/view";

// The dashboard home's figures (docs/decisions/048-dashboard-figures.md).

const FINAL_ORDER_STATUSES: OrderStatus[] = ["delivered", "cancelled", "returned"];
const NOT_SPENT_STATUSES: OrderStatus[] = ["awaiting_payment", "cancelled", "returned"];
const FINAL_CASE_STATUSES: RequestCaseStatus[] = ["closed", "won", "lost"];

/** The company's for a business user who may view its orders, else the caller's own (as `visibleTo` in orders/read.ts). */
const companyScoped = (identity: Identity): identity is Identity & { companyId: string } =>
  identity.userType === "b2b" && identity.companyId !== null && identity.permissions.includes("view-orders");

/** The last `DASHBOARD_SPENDING_MONTHS` calendar months in the store's time zone, oldest first ("2026-01"). */
function lastMonths(now: Date): string[] {
  const [year, month] = isoDay(now).split("-").map(Number);
  return Array.from({ length: DASHBOARD_SPENDING_MONTHS }, (_, index) => {
    const back = DASHBOARD_SPENDING_MONTHS - 1 - index;
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}

async function openRequestCount(db: Database, identity: Identity): Promise<number> {
  type RequestTable = typeof pcbOfferRequests | typeof heatSinkOfferRequests | typeof productRequests | typeof bomRequests;
  const owned = (table: RequestTable) =>
    companyScoped(identity) ? eq(table.companyId, identity.companyId) : eq(table.userId, identity.userId);
  const requestOf = (kind: string, table: RequestTable) =>
    sql`(${requestCases.kind} = ${kind} AND EXISTS (SELECT 1 FROM ${table} WHERE ${table.id}::text = ${requestCases.requestRef} AND ${owned(table)}))`;
  // A contact message has no company: it is its sender's alone.
  const contact = sql`(${requestCases.kind} = 'contact' AND EXISTS (SELECT 1 FROM ${contactFormRequests} WHERE ${contactFormRequests.id}::text = ${requestCases.requestRef} AND ${eq(contactFormRequests.userId, identity.userId)}))`;
  const [{ total }] = await db
    .select({ total: count() })
    .from(requestCases)
    .where(
      and(
        notInArray(requestCases.status, FINAL_CASE_STATUSES),
        sql`(${requestOf("pcb", pcbOfferRequests)} OR ${requestOf("heat-sink", heatSinkOfferRequests)} OR ${requestOf("product", productRequests)} OR ${requestOf("bom", bomRequests)} OR ${contact})`,
      ),
    );
  return total;
}

/** Spending per month in `currency`, each order at the rates it recorded (units per USD, over its USD totals). */
async function monthlySpending(db: Database, ordersOf: SQL, currency: string, now: Date) {
  const months = lastMonths(now);
  // The zone is a constant written into the query: a parameter in the select and another in the group by would not match.
  const zone = sql.raw(`'${STORE_TIME_ZONE}'`);
  const month = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${zone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      total: sql<string>`round(sum((${orders.totalsUsd}->>'total')::numeric * (${orders.exchangeRates}->>${currency})::numeric), 2)::text`,
    })
    .from(orders)
    .where(
      and(
        ordersOf,
        notInArray(orders.status, NOT_SPENT_STATUSES),
        sql`${orders.createdAt} >= (${`${months[0]}-01`}::date::timestamp AT TIME ZONE ${zone})`,
      ),
    )
    .groupBy(month);
  const totals = new Map(rows.map((row) => [row.month, row.total]));
  return months.map((key) => ({ month: key, total: totals.get(key) ?? "0.00" }));
}

/** The caller's cart count and newest carts, each with its total. */
async function cartFigures(executor: Executor, identity: Identity, context: CartContext) {
  const ownCarts = eq(carts.userId, identity.userId);
  const [{ total }] = await executor.select({ total: count() }).from(carts).where(ownCarts);
  const newest = await executor
    .select()
    .from(carts)
    .where(ownCarts)
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(DASHBOARD_RECENT_CARTS);
  const recent = [];
  for (const row of newest) {
    const cart = await presentCart(executor, row, context);
    const { total: cartTotal, currency } = cart.totals.primary;
    recent.push({ ...summaryOf(row, await lineCount(executor, row.id), context.locale), total: cartTotal, currency });
  }
  return { total, recent };
}

export async function dashboardFigures(db: Database, identity: Identity, context: CartContext, now = new Date()): Promise<Dashboard> {
  const ordersOf = companyScoped(identity) ? eq(orders.companyId, identity.companyId) : eq(orders.userId, identity.userId);
  const orderCount = async (condition: SQL) => (await db.select({ total: count() }).from(orders).where(and(ordersOf, condition)))[0].total;
  const [openOrders, awaitingPayment, openRequests, spending, cartsNow] = await Promise.all([
    orderCount(notInArray(orders.status, FINAL_ORDER_STATUSES)),
    orderCount(inArray(orders.status, ["awaiting_payment"])),
    openRequestCount(db, identity),
    monthlySpending(db, ordersOf, context.primary.currency, now),
    // A locked carts table costs the page its carts, not its answer.
    unlessLocked(db, (tx) => cartFigures(tx, identity, context)),
  ]);
  return {
    scope: companyScoped(identity) ? "company" : "own",
    counts: { openOrders, awaitingPayment, openRequests, carts: cartsNow?.total ?? null },
    recentCarts: cartsNow?.recent ?? null,
    spending: { currency: context.primary.currency, months: spending },
  };
}
