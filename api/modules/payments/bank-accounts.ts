import { asc, eq } from "drizzle-orm";
import type { BankAccount } from "@contract/api/payments/bank-accounts";
import type { Database } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import { formatIban } from "./iban";

/** The accounts a buyer may pay into, in display order, IBANs grouped for reading (the bank-accounts page, the EFT success answer). */
export async function activeBankAccounts(db: Database): Promise<BankAccount[]> {
  const rows = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      branch: bankAccounts.branch,
      holder: bankAccounts.holder,
      iban: bankAccounts.iban,
      accountNumber: bankAccounts.accountNumber,
      currencyCode: bankAccounts.currencyCode,
      isActive: bankAccounts.isActive,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));
  return rows.map((row) => ({ ...row, iban: formatIban(row.iban) }));
}
