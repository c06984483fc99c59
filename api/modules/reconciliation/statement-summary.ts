import { count, eq } from "drizzle-orm";
import type { StatementSummary } from "@contract/api/reconciliation/schemas";
import { TRANSFER_STATUSES } from "@contract/api/reconciliation/values";
import type { Executor } from "../../db/client";
import { bankAccounts, bankStatements, bankTransfers } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { problemMessage } from "./parse-statement";

/** An uploaded statement as the desk shows it after the upload: its rows not read, in the reader's language. Null: none. */
export async function statementSummary(executor: Executor, statementId: number, locale: ApiLocale): Promise<StatementSummary | null> {
  const [row] = await executor
    .select({
      statement: bankStatements,
      account: { bankName: bankAccounts.bankName, iban: bankAccounts.iban, currencyCode: bankAccounts.currencyCode },
    })
    .from(bankStatements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatements.bankAccountId))
    .where(eq(bankStatements.id, statementId));
  if (!row) return null;
  const byStatus = await executor
    .select({ status: bankTransfers.status, total: count() })
    .from(bankTransfers)
    .where(eq(bankTransfers.statementId, statementId))
    .groupBy(bankTransfers.status);
  const { statement } = row;
  return {
    statement: {
      id: statement.id,
      bankAccountId: statement.bankAccountId,
      fileName: statement.fileName,
      format: statement.format,
      periodStart: statement.periodStart,
      periodEnd: statement.periodEnd,
      transfersRead: statement.transfersRead,
      transfersAdded: statement.transfersAdded,
      uploadedAt: statement.uploadedAt.toISOString(),
      uploadedBy: statement.uploadedBy,
    },
    account: row.account,
    problems: statement.problems.map((problem) => ({ ...problem, message: problemMessage(problem, locale) })),
    transfers: Object.fromEntries(
      TRANSFER_STATUSES.map((status) => [status, byStatus.find((entry) => entry.status === status)?.total ?? 0]),
    ) as StatementSummary["transfers"],
  };
}
