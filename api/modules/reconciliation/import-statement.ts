import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { bankAccounts, bankStatements, bankTransfers, type BankStatementRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { foldText } from "../catalog/text";
import { normalReference } from "../orders/desk/transfers";
import { parseStatement, type ReportedProblem, type StatementTransfer } from "./parse-statement";
import type { ColumnMapping } from "./statement-columns";
import { refreshSuggestions } from "./suggestions";

export interface StatementUpload {
  bankAccountId: number;
  fileName: string;
  content: Buffer;
  mapping?: ColumnMapping;
  /** The days the statement covers, when the uploader gives them; else its first and last transfer's. */
  period?: { start: string; end: string };
  uploadedBy: string | null;
  locale: ApiLocale;
}

export interface ImportedStatement {
  statement: BankStatementRow;
  /** Rows of money going out, skipped. */
  outgoing: number;
  /** How many of the new transfers have a suggested order. */
  suggested: number;
  problems: ReportedProblem[];
  /** For the audit entry: a statement did not exist before. */
  before: null;
  after: BankStatementRow;
}

// Rows per INSERT: well under PostgreSQL's 65,535 parameters.
const INSERT_BATCH = 500;

/**
 * The natural key's last two parts (docs/decisions/038-bank-reconciliation.md): the bank's reference, else the
 * description, and how many transfers of the same day, amount and key came before it in the file. So the same rows
 * uploaded again meet their first copies, and two equal transfers without a reference on one day stay two.
 */
function naturalKeys(transfers: StatementTransfer[]) {
  const seen = new Map<string, number>();
  return transfers.map((transfer) => {
    const keyReference = transfer.reference
      ? `ref:${normalReference(transfer.reference)}`
      : `text:${foldText(transfer.description).replace(/\s+/g, " ")}`;
    const key = JSON.stringify([transfer.bookedOn, transfer.amount, transfer.currency, keyReference]);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return { keyReference, occurrence };
  });
}

/**
 * Reads a statement into the account's transfers, inside the caller's transaction: a transfer already stored (by its
 * natural key) is not added again, each new one gets a suggested order if one fits. Bad rows are kept on the statement
 * and answered with their messages; nothing is matched.
 */
export async function importStatement(tx: Transaction, upload: StatementUpload): Promise<ImportedStatement> {
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, upload.bankAccountId));
  if (!account) throw new AppError(404, text("reconciliation.accountNotFound", upload.locale));
  const parsed = await parseStatement(upload.content, { currency: account.currencyCode, mapping: upload.mapping, locale: upload.locale });
  const days = parsed.transfers.map((transfer) => transfer.bookedOn).sort();
  const [created] = await tx
    .insert(bankStatements)
    .values({
      bankAccountId: account.id,
      fileName: upload.fileName,
      format: parsed.format,
      periodStart: upload.period?.start ?? days[0] ?? null,
      periodEnd: upload.period?.end ?? days.at(-1) ?? null,
      transfersRead: parsed.transfers.length,
      transfersAdded: 0,
      problems: parsed.problems.map(({ line, code, value }) => (value === undefined ? { line, code } : { line, code, value })),
      uploadedBy: upload.uploadedBy,
    })
    .returning();

  const keys = naturalKeys(parsed.transfers);
  const addedIds: number[] = [];
  for (let start = 0; start < parsed.transfers.length; start += INSERT_BATCH) {
    const values = parsed.transfers.slice(start, start + INSERT_BATCH).map((transfer, index) => ({
      statementId: created.id,
      bankAccountId: account.id,
      lineNumber: transfer.line,
      bookedOn: transfer.bookedOn,
      amount: transfer.amount,
      currencyCode: transfer.currency,
      description: transfer.description,
      reference: transfer.reference,
      ...keys[start + index],
    }));
    const added = await tx.insert(bankTransfers).values(values).onConflictDoNothing().returning({ id: bankTransfers.id });
    addedIds.push(...added.map((row) => row.id));
  }
  const [statement] = await tx
    .update(bankStatements)
    .set({ transfersAdded: addedIds.length })
    .where(eq(bankStatements.id, created.id))
    .returning();
  const suggested = addedIds.length ? await refreshSuggestions(tx, addedIds) : 0;
  return { statement, outgoing: parsed.outgoing, suggested, problems: parsed.problems, before: null, after: statement };
}
