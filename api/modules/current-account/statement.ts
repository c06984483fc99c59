import { and, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PostingKind } from "@contract/api/customers/values";
import type { Executor } from "../../db/client";
import { type companyCurrentAccounts, currentAccountMovements, invoices, orders } from "../../db/schema";
import { centsText, toMicro } from "../../lib/money";
import { STORE_TIME_ZONE } from "../carts/export-content";

// A current account's statement (docs/decisions/040-customers-and-credit.md, 050-current-account-self-service.md): the
// postings the credit desk enters and the business customer's transactions page reads, with the same running balance.

type AccountRow = typeof companyCurrentAccounts.$inferSelect;
const postings = currentAccountMovements;
/** A posting that reverses another (each is reversed at most once). */
const reversal = alias(currentAccountMovements, "reversal");

export interface StatementFilter {
  kind?: PostingKind;
  /** Days (YYYY-MM-DD) in the store's time zone, both included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** A posting's day as the store counts days: in Türkiye. */
const postingDay = sql`(${postings.createdAt} at time zone ${sql.raw(`'${STORE_TIME_ZONE}'`)})::date`;

/**
 * An account's postings, newest first, each with the balance once it counted: the balance now less every newer
 * posting (so a balance carried over from before postings were kept shows as the opening balance). A filter keeps
 * rows, never changes their balances: each row shows the account's balance as it was, whatever is hidden.
 */
export async function statementRows(executor: Executor, account: Pick<AccountRow, "id" | "balance">, filter: StatementFilter) {
  const ranked = executor
    .select({
      id: postings.id,
      at: postings.createdAt,
      day: sql<string>`${postingDay}::text`.as("day"),
      kind: postings.kind,
      description: postings.description,
      orderId: postings.orderId,
      amount: postings.amount,
      dueDate: postings.dueDate,
      reason: postings.reason,
      enteredBy: postings.enteredBy,
      reversesId: postings.reversesId,
      newer:
        sql<string>`coalesce(sum(${postings.amount}) over (order by ${postings.createdAt} desc, ${postings.id} desc rows between unbounded preceding and 1 preceding), 0)::text`.as(
          "newer",
        ),
    })
    .from(postings)
    .where(eq(postings.currentAccountId, account.id))
    .as("ranked");
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(ranked.kind, filter.kind));
  if (filter.from) conditions.push(gte(ranked.day, filter.from));
  if (filter.to) conditions.push(lte(ranked.day, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await executor.select({ total: count() }).from(ranked).where(where);
  const [{ sum }] = await executor
    .select({ sum: sql<string>`coalesce(sum(${postings.amount}), 0)::text` })
    .from(postings)
    .where(eq(postings.currentAccountId, account.id));
  const rows = await executor
    .select({
      id: ranked.id,
      at: ranked.at,
      kind: ranked.kind,
      description: ranked.description,
      amount: ranked.amount,
      newer: ranked.newer,
      dueDate: ranked.dueDate,
      reason: ranked.reason,
      enteredBy: ranked.enteredBy,
      reversesId: ranked.reversesId,
      reversedById: reversal.id,
      orderNumber: orders.orderNumber,
      invoiceNumber: invoices.number,
    })
    .from(ranked)
    .leftJoin(orders, eq(orders.id, ranked.orderId))
    .leftJoin(reversal, eq(reversal.reversesId, ranked.id))
    .leftJoin(invoices, and(eq(invoices.orderId, ranked.orderId), eq(invoices.type, "SATIS"), eq(ranked.kind, "invoice")))
    .where(where)
    .orderBy(desc(ranked.at), desc(ranked.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const balance = toMicro(account.balance);
  return {
    items: rows.map(({ newer, ...posting }) => ({
      ...posting,
      at: posting.at.toISOString(),
      balance: centsText(balance - toMicro(newer)),
    })),
    openingBalance: centsText(balance - toMicro(sum)),
    totalCount: total,
  };
}

/** What the account may still take on terms: the limit less the balance and the risk (orders awaiting their charge). */
export const availableOf = (account: Pick<AccountRow, "creditLimit" | "balance" | "risk">) =>
  centsText(toMicro(account.creditLimit) - toMicro(account.balance) - toMicro(account.risk));

/**
 * What is past due on the account today. Payments and credits settle the oldest debts first: a balance carried over
 * from before postings were kept (it has no due date on record, so it is never counted overdue itself), then the debits
 * in order. The overdue amount is what the debits due before today come to after the credits left over, at least zero
 * and at most the balance.
 */
export async function overdueOf(executor: Executor, account: Pick<AccountRow, "id" | "balance">, today: string): Promise<string> {
  const [{ dueDebits, credits, sum }] = await executor
    .select({
      dueDebits: sql<string>`coalesce(sum(${postings.amount}) filter (where ${postings.amount} > 0 and ${postings.dueDate} < ${today}), 0)::text`,
      credits: sql<string>`coalesce(-sum(${postings.amount}) filter (where ${postings.amount} < 0), 0)::text`,
      sum: sql<string>`coalesce(sum(${postings.amount}), 0)::text`,
    })
    .from(postings)
    .where(eq(postings.currentAccountId, account.id));
  const balance = toMicro(account.balance);
  const opening = balance - toMicro(sum);
  const creditsLeft = toMicro(credits) - opening;
  const overdue = toMicro(dueDebits) - (creditsLeft > 0n ? creditsLeft : 0n);
  return centsText(overdue < 0n ? 0n : overdue > balance ? balance : overdue);
}
