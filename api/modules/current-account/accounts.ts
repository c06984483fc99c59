import { and, asc, eq } from "drizzle-orm";
import type { CustomerCurrentAccount, TransactionList, TransactionQuery } from "@contract/api/current-account/schemas";
import type { Executor } from "../../db/client";
import { companyCurrentAccounts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { isoDay } from "../carts/export-content";
import { availableOf, overdueOf, statementRows, type StatementFilter } from "./statement";

// The business customer's current accounts and their statement (docs/decisions/050-current-account-self-service.md):
// always the caller's company's, an account of another company answering as a missing one.

type AccountRow = typeof companyCurrentAccounts.$inferSelect;

async function figuresOf(executor: Executor, row: AccountRow): Promise<CustomerCurrentAccount> {
  return {
    id: row.id,
    code: row.code,
    currencyCode: row.currencyCode,
    creditLimit: row.creditLimit,
    balance: row.balance,
    risk: row.risk,
    available: availableOf(row),
    overdue: await overdueOf(executor, row, isoDay(new Date())),
    maturityDays: row.maturityDays,
    maturityInterestRate: row.maturityInterestRate,
    blocked: row.blocked,
  };
}

const companyAccounts = (executor: Executor, companyId: string) =>
  executor
    .select()
    .from(companyCurrentAccounts)
    .where(eq(companyCurrentAccounts.companyId, companyId))
    .orderBy(asc(companyCurrentAccounts.code));

/** The company's accounts by code, each with its figures. */
export async function customerAccounts(executor: Executor, companyId: string): Promise<CustomerCurrentAccount[]> {
  const rows = await companyAccounts(executor, companyId);
  return Promise.all(rows.map((row) => figuresOf(executor, row)));
}

/** The account asked for (else the company's first by code); another company's, or none, is not found. */
async function statementAccount(executor: Executor, companyId: string, accountId: string | undefined, locale: ApiLocale) {
  const [row] = accountId
    ? await executor
        .select()
        .from(companyCurrentAccounts)
        .where(and(eq(companyCurrentAccounts.id, accountId), eq(companyCurrentAccounts.companyId, companyId)))
    : await companyAccounts(executor, companyId).limit(1);
  if (!row) throw new AppError(404, message("notFound", locale));
  return row;
}

/** A page of the account's statement under the filters, with the running balance (the back office's rows). */
export async function accountStatement(
  executor: Executor,
  companyId: string,
  { accountId, ...filter }: Omit<TransactionQuery, keyof StatementFilter> & StatementFilter,
  locale: ApiLocale,
): Promise<TransactionList> {
  const account = await statementAccount(executor, companyId, accountId, locale);
  const statement = await statementRows(executor, account, filter);
  return {
    account: await figuresOf(executor, account),
    items: statement.items.map((row) => ({
      id: row.id,
      at: row.at,
      kind: row.kind,
      description: row.description,
      orderNumber: row.orderNumber,
      invoiceNumber: row.invoiceNumber,
      amount: row.amount,
      balance: row.balance,
      dueDate: row.dueDate,
    })),
    openingBalance: statement.openingBalance,
    page: filter.page,
    pageSize: filter.pageSize,
    totalCount: statement.totalCount,
  };
}
