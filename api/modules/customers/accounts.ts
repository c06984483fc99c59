import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ManualPosting } from "@contract/api/customers/values";
import type { accountTermsBody, DeskAccount, manualPostingBody, PostingList, PostingListQuery } from "@contract/api/customers/schemas";
import type { Database, Executor } from "../../db/client";
import { companies, companyCurrentAccounts, currentAccountMovements } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text, type TextKey } from "../../lib/messages";
import { centsText, toMicro } from "../../lib/money";
import { recordStaffAction } from "../back-office/audit";
import { availableOf, statementRows } from "../current-account/statement";
import type { StaffIdentity } from "../back-office/staff-identity";

// A company's net-term current accounts on the credit desk (docs/decisions/040-customers-and-credit.md): their terms
// set by finance, and their postings, which are only ever added: a wrong one is reversed by another. Every change is
// audited in its transaction, with the account before and after and the reason.

type AccountRow = typeof companyCurrentAccounts.$inferSelect;
const postings = currentAccountMovements;

const postingCount = async (executor: Executor, accountId: string) =>
  (await executor.select({ total: count() }).from(postings).where(eq(postings.currentAccountId, accountId)))[0].total;

export async function deskAccount(executor: Executor, row: AccountRow): Promise<DeskAccount> {
  const owed = toMicro(row.balance) !== 0n || toMicro(row.risk) !== 0n;
  return {
    id: row.id,
    code: row.code,
    currencyCode: row.currencyCode,
    creditLimit: row.creditLimit,
    balance: row.balance,
    risk: row.risk,
    available: availableOf(row),
    maturityDays: row.maturityDays,
    maturityInterestRate: row.maturityInterestRate,
    blocked: row.blocked,
    currencyChangeable: !owed && (await postingCount(executor, row.id)) === 0,
  };
}

/** The company's account, locked for a change when asked; another company's is not found. */
async function accountOf(executor: Executor, companyId: string, accountId: string, locale: ApiLocale, lock = false) {
  const query = executor
    .select()
    .from(companyCurrentAccounts)
    .where(and(eq(companyCurrentAccounts.id, accountId), eq(companyCurrentAccounts.companyId, companyId)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new AppError(404, message("notFound", locale));
  return row;
}

/** What the audit log keeps of an account's terms and balance. */
const termsOf = (row: AccountRow) => ({
  code: row.code,
  creditLimit: row.creditLimit,
  currencyCode: row.currencyCode,
  maturityDays: row.maturityDays,
  maturityInterestRate: row.maturityInterestRate,
  blocked: row.blocked,
  balance: row.balance,
});

const fieldRefusal = (status: number, field: string, note: string) => new AppError(status, note, [{ field, message: note }]);

/** Finance sets an account's limit, currency, maturity and block; the currency changes only while nothing is on it. */
export async function setAccountTerms(
  db: Database,
  companyId: string,
  accountId: string,
  body: z.output<typeof accountTermsBody>,
  by: StaffIdentity,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    const before = await accountOf(tx, companyId, accountId, locale, true);
    const changes = {
      creditLimit: centsText(toMicro(body.creditLimit)),
      currencyCode: body.currencyCode,
      maturityDays: body.maturityDays,
      maturityInterestRate: body.maturityInterestRate,
      blocked: body.blocked,
    };
    if (changes.currencyCode !== before.currencyCode && !(await deskAccount(tx, before)).currencyChangeable) {
      throw fieldRefusal(409, "currencyCode", text("customersDesk.currencyInUse", locale));
    }
    const after = { ...before, ...changes };
    if (JSON.stringify(termsOf(after)) === JSON.stringify(termsOf(before))) return;
    await tx.update(companyCurrentAccounts).set(changes).where(eq(companyCurrentAccounts.id, accountId));
    await recordStaffAction(tx, by, {
      objectType: "current-account",
      objectId: accountId,
      action: "set-terms",
      before: termsOf(before),
      after: termsOf(after),
      reason: body.reason,
    });
  });
}

/** Adds a posting to a locked account and moves its balance: the one way postings are written on the desk. */
async function post(
  tx: Executor,
  account: AccountRow,
  entry: {
    kind: "payment" | "adjustment";
    amount: bigint;
    description: string;
    dueDate: string | null;
    reason: string;
    reversesId?: number;
  },
  by: StaffIdentity,
  action: string,
) {
  const amount = centsText(entry.amount);
  const [posting] = await tx
    .insert(postings)
    .values({
      currentAccountId: account.id,
      amount,
      description: entry.description,
      dueDate: entry.dueDate,
      kind: entry.kind,
      reason: entry.reason,
      enteredBy: by.email,
      reversesId: entry.reversesId ?? null,
    })
    .returning({ id: postings.id });
  const [after] = await tx
    .update(companyCurrentAccounts)
    .set({ balance: sql`${companyCurrentAccounts.balance} + ${amount}::numeric` })
    .where(eq(companyCurrentAccounts.id, account.id))
    .returning();
  await recordStaffAction(tx, by, {
    objectType: "current-account",
    objectId: account.id,
    action,
    before: termsOf(account),
    after: {
      ...termsOf(after),
      posting: { id: posting.id, kind: entry.kind, amount, dueDate: entry.dueDate, reversesId: entry.reversesId ?? null },
    },
    reason: entry.reason,
  });
}

const MANUAL_DESCRIPTIONS = {
  debit: "customersDesk.manualDebit",
  credit: "customersDesk.manualCredit",
  payment: "customersDesk.manualPayment",
} as const satisfies Record<ManualPosting, TextKey>;

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A manual debit (owed more, due on its date or after the account's maturity), credit or payment received. */
export async function addManualPosting(
  db: Database,
  companyId: string,
  accountId: string,
  body: z.output<typeof manualPostingBody>,
  by: StaffIdentity,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    const account = await accountOf(tx, companyId, accountId, locale, true);
    const micro = toMicro(body.amount);
    const debit = body.entry === "debit";
    if (body.dueDate && body.dueDate < today()) throw fieldRefusal(400, "dueDate", text("customersDesk.dueDatePast", locale));
    await post(
      tx,
      account,
      {
        kind: body.entry === "payment" ? "payment" : "adjustment",
        amount: debit ? micro : -micro,
        description: text(MANUAL_DESCRIPTIONS[body.entry], locale),
        dueDate: debit ? (body.dueDate ?? daysFromToday(account.maturityDays)) : null,
        reason: body.reason,
      },
      by,
      "add-posting",
    );
  });
}

/** Reverses a posting by one of the opposite amount; a reversal, or a posting already reversed, is not reversed again. */
export async function reversePosting(
  db: Database,
  companyId: string,
  accountId: string,
  postingId: number,
  reason: string,
  by: StaffIdentity,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    const account = await accountOf(tx, companyId, accountId, locale, true);
    const [original] = await tx
      .select()
      .from(postings)
      .where(and(eq(postings.id, postingId), eq(postings.currentAccountId, accountId)));
    if (!original) throw new AppError(404, message("notFound", locale));
    const [reversedAlready] = await tx.select({ id: postings.id }).from(postings).where(eq(postings.reversesId, postingId));
    if (original.reversesId !== null || reversedAlready) throw new AppError(409, text("customersDesk.notReversible", locale));
    await post(
      tx,
      account,
      {
        kind: "adjustment",
        amount: -toMicro(original.amount),
        description: text("customersDesk.reversalOf", locale, { id: original.id, description: original.description }),
        dueDate: null,
        reason,
        reversesId: original.id,
      },
      by,
      "reverse-posting",
    );
  });
}

/** An account's postings on the desk, newest first, each with the balance once it counted (statement.ts). */
export async function accountPostings(
  executor: Executor,
  companyId: string,
  accountId: string,
  query: PostingListQuery,
  locale: ApiLocale,
): Promise<PostingList> {
  const account = await accountOf(executor, companyId, accountId, locale);
  const [company] = await executor.select({ title: companies.title }).from(companies).where(eq(companies.id, companyId));
  const statement = await statementRows(executor, account, query);
  return {
    account: await deskAccount(executor, account),
    companyId,
    companyTitle: company.title,
    items: statement.items,
    openingBalance: statement.openingBalance,
    page: query.page,
    pageSize: query.pageSize,
    totalCount: statement.totalCount,
  };
}
