import { asc, eq } from "drizzle-orm";
import type { BankAccount } from "@contract/api/payments/bank-accounts";
import type { Database } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import type { Seller } from "../../lib/seller";
import { formatIban } from "./iban";

/**
 * The accounts a buyer may pay into, in display order, IBANs grouped for reading (the bank-accounts page, the EFT success
 * answer). Every one is the seller's: its holder is the seller's title, as the invoice and the contracts write it.
 */
export async function activeBankAccounts(db: Database, seller: Seller): Promise<BankAccount[]> {
  const rows = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      branch: bankAccounts.branch,
      iban: bankAccounts.iban,
      accountNumber: bankAccounts.accountNumber,
      currencyCode: bankAccounts.currencyCode,
      isActive: bankAccounts.isActive,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));
  return rows.map((row) => ({ ...row, holder: seller.title, iban: formatIban(row.iban) }));
}
