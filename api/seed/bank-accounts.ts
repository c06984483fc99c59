import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { bankAccounts } from "../db/schema";
import { checkIban } from "../modules/payments/iban";

type BankAccountSeed = Pick<typeof bankAccounts.$inferInsert, "bankName" | "branch" | "iban" | "accountNumber" | "currencyCode">;

/**
 * The store's accounts an EFT or wire transfer is paid into. These are samples (made-up account numbers whose IBANs
 * carry correct check digits): the finance team replaces them with the company's accounts in the database. Their holder
 * is the seller of the configuration (api/lib/seller.ts).
 */
export const SAMPLE_BANK_ACCOUNTS: readonly BankAccountSeed[] = [
  {
    bankName: "Türkiye İş Bankası",
    branch: "Kadıköy (1001)",
    iban: "TR23 0006 4000 0010 0101 2345 67",
    accountNumber: "1001-1234567",
    currencyCode: "TRY",
  },
  {
    bankName: "Garanti BBVA",
    branch: "Ataşehir (0456)",
    iban: "TR33 0006 2000 0004 5607 6543 21",
    accountNumber: "0456-7654321",
    currencyCode: "TRY",
  },
  {
    bankName: "Türkiye İş Bankası",
    branch: "Kadıköy (1001)",
    iban: "TR89 0006 4000 0010 0102 3456 78",
    accountNumber: "1001-2345678",
    currencyCode: "USD",
  },
  {
    bankName: "Garanti BBVA",
    branch: "Ataşehir (0456)",
    iban: "TR02 0006 2000 0004 5608 7654 32",
    accountNumber: "0456-8765432",
    currencyCode: "EUR",
  },
];

/** The rows of the accounts in the order given, IBANs in their stored form; an invalid IBAN refuses them all. */
export function bankAccountRows(accounts: readonly BankAccountSeed[]) {
  return accounts.map((account, index) => {
    const checked = checkIban(account.iban);
    if (!checked.valid)
      throw new Error(`The IBAN ${account.iban} of ${account.bankName} (${account.currencyCode}) is not valid: ${checked.problem}`);
    return { ...account, iban: checked.iban, sortOrder: index + 1 };
  });
}

/**
 * Loads the accounts into an empty table only: once there are accounts, they are the finance team's. Two processes
 * starting together insert the same IBANs once.
 */
export async function seedBankAccountsIfEmpty(db: Database) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(bankAccounts);
  if (count > 0) return;
  await db.insert(bankAccounts).values(bankAccountRows(SAMPLE_BANK_ACCOUNTS)).onConflictDoNothing({ target: bankAccounts.iban });
}
