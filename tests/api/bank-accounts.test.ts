import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts } from "../../api/db/schema";
import { checkIban } from "../../api/modules/payments/iban";
import { SAMPLE_BANK_ACCOUNTS, seedBankAccountsIfEmpty } from "../../api/seed/bank-accounts";
import { createTestApp, type TestApp } from "./support/test-app";

const RETIRED_IBAN = "TR330006100519786457841326";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBankAccountsIfEmpty(t.db);
  await t.db.insert(bankAccounts).values({
    bankName: "Kapanan Banka",
    branch: "Merkez (0001)",
    iban: RETIRED_IBAN,
    accountNumber: "0001-0000001",
    currencyCode: "TRY",
    isActive: false,
    sortOrder: 0,
  });
});
afterAll(() => t.close());

const list = () => t.app.inject({ method: "GET", url: "/v1/payment/bank-accounts" });

describe("GET /payment/bank-accounts", () => {
  it("answers the seeded accounts in their order, active ones only", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const accounts = response.json().data;
    expect(accounts.map((account: { iban: string }) => account.iban)).toEqual(SAMPLE_BANK_ACCOUNTS.map((account) => account.iban));
    expect(accounts[0]).toEqual({
      id: expect.any(Number),
      bankName: SAMPLE_BANK_ACCOUNTS[0].bankName,
      branch: SAMPLE_BANK_ACCOUNTS[0].branch,
      holder: t.app.seller.title,
      iban: SAMPLE_BANK_ACCOUNTS[0].iban,
      accountNumber: SAMPLE_BANK_ACCOUNTS[0].accountNumber,
      currencyCode: "TRY",
      isActive: true,
    });
    expect(accounts.every((account: { isActive: boolean }) => account.isActive)).toBe(true);
  });

  it("gives every IBAN valid and in groups of four", async () => {
    for (const { iban } of (await list()).json().data as Array<{ iban: string }>) {
      expect(iban).toMatch(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,3})?$/);
      expect(checkIban(iban).valid).toBe(true);
    }
  });

  it("lets a shared cache keep the list a few minutes", async () => {
    expect((await list()).headers["cache-control"]).toContain("s-maxage=300");
  });

  it("seeds only an empty table: a start after the finance team's changes adds nothing", async () => {
    await seedBankAccountsIfEmpty(t.db);
    expect(await t.db.$count(bankAccounts)).toBe(SAMPLE_BANK_ACCOUNTS.length + 1);
  });
});
