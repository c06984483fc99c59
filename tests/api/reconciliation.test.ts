import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { seedBankAccountsIfEmpty } from "../../api/seed/bank-accounts";
import type { Transaction } from "../../api/db/client";
import { centsText, toMicro } from "../../api/lib/money";
import { ignore } from "../../api/modules/reconciliation/ignore-transfer";
import { importStatement, type StatementUpload } from "../../api/modules/reconciliation/import-statement";
import { listTransfers } from "../../api/modules/reconciliation/list-transfers";
import { confirmMatch, reassign, type MatchedTransfer } from "../../api/modules/reconciliation/match-transfer";
import { confirmTransfer } from "../../api/modules/orders/desk/transfers";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { createTestApp, type TestApp } from "./support/test-app";

// Bank reconciliation's services on the real database, with orders placed through the real API and the orders desk's
// `confirmTransfer` recording a match's money (docs/decisions/038-bank-reconciliation.md). The back-office routes that
// call these services are another module's.

let t: TestApp;
let consumer = "";
let financeStaffId: string;
let usdAccountId: number;

interface PlacedOrder {
  id: number;
  orderNumber: string;
  total: string;
}

/** An EFT order of `quantity` of a part, placed by the consumer through the API. */
async function placeEftOrder(variantId: number, quantity: number): Promise<PlacedOrder> {
  await readyCheckout(t.app, consumer, { variantId, quantity });
  const placed = await t.app.inject({
    method: "POST",
    url: "/v1/orders/users/me",
    headers: { ...bearer(consumer), "accept-language": "en", "idempotency-key": randomUUID() },
    payload: { paymentType: "eft", readTerms: true },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber, totals } = placed.json().data.order;
  expect(totals.currency).toBe("USD");
  const [{ id }] = await rows<{ id: number }>(t.db, sql`SELECT id FROM orders WHERE order_number = ${orderNumber}`);
  return { id, orderNumber, total: totals.total };
}

/** "1234.5" as a Turkish bank writes it: "1.234,50". */
function turkishAmount(amount: string) {
  const [whole, fraction = ""] = amount.split(".");
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ".")},${fraction.padEnd(2, "0")}`;
}

const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => t.db.transaction(work);
/** A match and the orders desk's record of its money in one transaction, as the back-office route makes them. */
const recordedMatch = (match: (tx: Transaction) => Promise<MatchedTransfer>) =>
  inTransaction(async (tx) => {
    const matched = await match(tx);
    const recorded = await confirmTransfer(tx, matched.transfer.orderId, matched.transfer, { locale: "en", invoicing: t.app.invoicing });
    return { ...matched, recorded };
  });
const decider = () => ({ staffId: financeStaffId, locale: "en" as const });
const upload = (content: Buffer): StatementUpload => ({
  bankAccountId: usdAccountId,
  fileName: "hesap-hareketleri.csv",
  content,
  uploadedBy: financeStaffId,
  locale: "en",
});
const transfersOfAccount = async () =>
  (await rows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM bank_transfers WHERE bank_account_id = ${usdAccountId}`))[0]
    .count;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // The API's start-up loads the sample accounts (api/main.ts); a test app is built without it.
  await seedBankAccountsIfEmpty(t.db);
  consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  [{ id: financeStaffId }] = await rows<{ id: string }>(
    t.db,
    sql`SELECT id FROM staff_members WHERE email = 'finance@staff.devre.example'`,
  );
  [{ id: usdAccountId }] = await rows<{ id: number }>(
    t.db,
    sql`SELECT id FROM bank_accounts WHERE currency_code = 'USD' ORDER BY id LIMIT 1`,
  );
});
afterAll(() => t.close());

describe("a statement of three transfers for three EFT orders", () => {
  it("suggests the two orders named, leaves the third unmatched until reassigned, and adds nothing when uploaded again", async () => {
    const part = await stockLimitedPart(t.db);
    // Different quantities: three different totals, so that no amount points at another of the three.
    const [first, second, third] = [
      await placeEftOrder(part.variantId, 1),
      await placeEftOrder(part.variantId, 2),
      await placeEftOrder(part.variantId, 3),
    ];
    const day = new Date();
    const bookedOn = day.toISOString().slice(0, 10);
    const written = `${bookedOn.slice(8, 10)}.${bookedOn.slice(5, 7)}.${bookedOn.slice(0, 4)}`;
    // The third payer named no order and sent 100.00 more than its total (an amount no order of the three has).
    const thirdAmount = centsText(toMicro(third.total) + toMicro("100"));
    const statement = Buffer.from(
      [
        "Hesap Hareketleri",
        "Tarih;Açıklama;Referans;Tutar;Bakiye",
        `${written};FAST GELEN DENIZ KAYA SIPARIS ${first.orderNumber};FST-0001;${turkishAmount(first.total)};1.000,00`,
        `${written};HAVALE ODEMESI ${second.orderNumber.replace("-", " ")};HVL-0002;${turkishAmount(second.total)};2.000,00`,
        `${written};GELEN EFT AYSE YILMAZ;EFT-0003;${turkishAmount(thirdAmount)};3.000,00`,
        `${written};GIDEN EFT KIRA;EFT-0004;-900,00;2.100,00`,
        "",
      ].join("\r\n"),
    );
    const before = await transfersOfAccount();

    const imported = await inTransaction((tx) => importStatement(tx, upload(statement)));
    expect(imported.problems).toEqual([]);
    expect(imported.outgoing).toBe(1);
    expect(imported.statement).toMatchObject({
      transfersRead: 3,
      transfersAdded: 3,
      periodStart: bookedOn,
      periodEnd: bookedOn,
      uploadedBy: financeStaffId,
    });
    expect(imported.suggested).toBe(2);

    const open = (await listTransfers(t.db, { bankAccountId: usdAccountId })).items.filter(
      (item) => item.statementId === imported.statement.id,
    );
    const byReference = (reference: string) => open.find((item) => item.reference === reference)!;
    expect(open).toHaveLength(3);
    expect(byReference("FST-0001")).toMatchObject({
      status: "suggested",
      amount: first.total,
      currency: "USD",
      suggestion: { orderId: first.id, orderNumber: first.orderNumber, rule: "orderNumber", score: 100, billingName: "Deniz Kaya" },
    });
    expect(byReference("HVL-0002")).toMatchObject({
      status: "suggested",
      suggestion: { orderId: second.id, orderNumber: second.orderNumber, rule: "orderNumber", score: 100 },
    });
    const unnamed = byReference("EFT-0003");
    expect(unnamed).toMatchObject({ status: "unmatched", amount: thirdAmount, suggestion: null });

    // A suggestion is never confirmed by itself: the orders still await payment.
    const statuses = await rows<{ status: string }>(
      t.db,
      sql`SELECT status FROM orders WHERE id IN (${first.id}, ${second.id}, ${third.id})`,
    );
    expect(statuses.map((order) => order.status)).toEqual(["awaiting_payment", "awaiting_payment", "awaiting_payment"]);

    // Confirming another order than the one suggested is refused; the one suggested gives what the order desk records.
    await expect(inTransaction((tx) => confirmMatch(tx, byReference("FST-0001").id, second.id, decider()))).rejects.toMatchObject({
      statusCode: 409,
    });
    const confirmed = await recordedMatch((tx) => confirmMatch(tx, byReference("FST-0001").id, first.id, decider()));
    expect(confirmed.before).toMatchObject({ status: "suggested", matchedOrderId: null });
    expect(confirmed.after).toMatchObject({ status: "matched", matchedOrderId: first.id, decidedBy: financeStaffId });
    expect(confirmed.transfer).toEqual({
      orderId: first.id,
      orderNumber: first.orderNumber,
      amount: first.total,
      currency: "USD",
      receivedOn: bookedOn,
      bankReference: "FST-0001",
      note: `FAST GELEN DENIZ KAYA SIPARIS ${first.orderNumber}`,
    });

    const reassigned = await recordedMatch((tx) => reassign(tx, unnamed.id, third.id, decider()));
    expect(reassigned.before).toMatchObject({ status: "unmatched", matchedOrderId: null });
    expect(reassigned.after).toMatchObject({ status: "matched", matchedOrderId: third.id });
    expect(reassigned.transfer).toMatchObject({ orderId: third.id, amount: thirdAmount, currency: "USD", bankReference: "EFT-0003" });
    // The orders desk took both transfers: the two orders are paid (the third one over its total), the second waits.
    expect(confirmed.recorded.after).toMatchObject({ status: "paid", received: first.total, over: "0.00" });
    expect(reassigned.recorded.after).toMatchObject({ status: "paid", received: thirdAmount, over: "100.00" });
    const paid = await rows<{ status: string }>(
      t.db,
      sql`SELECT status FROM orders WHERE id IN (${first.id}, ${second.id}, ${third.id}) ORDER BY id`,
    );
    expect(paid.map((order) => order.status)).toEqual(["paid", "awaiting_payment", "paid"]);
    // Matched is final here: its money belongs to the order now.
    await expect(inTransaction((tx) => ignore(tx, unnamed.id, "duplicate", decider()))).rejects.toMatchObject({ statusCode: 409 });
    await expect(inTransaction((tx) => reassign(tx, unnamed.id, second.id, decider()))).rejects.toMatchObject({ statusCode: 409 });

    const stillOpen = (await listTransfers(t.db, { bankAccountId: usdAccountId })).items.filter(
      (item) => item.statementId === imported.statement.id,
    );
    expect(stillOpen.map((item) => item.reference)).toEqual(["HVL-0002"]);
    const matched = (await listTransfers(t.db, { bankAccountId: usdAccountId, statuses: ["matched"] })).items.map(
      (item) => item.matched?.orderNumber,
    );
    expect(matched.sort()).toEqual([first.orderNumber, third.orderNumber].sort());

    const again = await inTransaction((tx) => importStatement(tx, upload(statement)));
    expect(again.statement).toMatchObject({ transfersRead: 3, transfersAdded: 0 });
    expect(await transfersOfAccount()).toBe(before + 3);
    // The first upload's transfers keep their decisions.
    const kept = await rows<{ reference: string; status: string }>(
      t.db,
      sql`SELECT reference, status FROM bank_transfers WHERE statement_id = ${imported.statement.id} ORDER BY line_number`,
    );
    expect(kept).toEqual([
      { reference: "FST-0001", status: "matched" },
      { reference: "HVL-0002", status: "suggested" },
      { reference: "EFT-0003", status: "matched" },
    ]);
  });
});

describe("a transfer set aside", () => {
  it("needs a reason, leaves the open list and is kept with who and why", async () => {
    const statement = Buffer.from(
      `Date;Description;Reference;Amount\n2026-11-02;SUPPLIER REFUND;SUP-77;12,30\n2026-11-02;bad;SUP-78;twelve\n`,
    );
    const imported = await inTransaction((tx) => importStatement(tx, upload(statement)));
    expect(imported.problems).toEqual([
      { line: 3, code: "badAmount", value: "twelve", message: "Row 3: the amount “twelve” could not be read." },
    ]);
    expect(imported.statement.problems).toEqual([{ line: 3, code: "badAmount", value: "twelve" }]);
    const [line] = (await listTransfers(t.db, { bankAccountId: usdAccountId })).items.filter(
      (item) => item.statementId === imported.statement.id,
    );
    await expect(inTransaction((tx) => ignore(tx, line.id, "  ", decider()))).rejects.toMatchObject({ statusCode: 400 });
    const ignored = await inTransaction((tx) => ignore(tx, line.id, "A supplier's refund, not an order", decider()));
    expect(ignored.after).toMatchObject({
      status: "ignored",
      ignoredReason: "A supplier's refund, not an order",
      decidedBy: financeStaffId,
    });
    const open = (await listTransfers(t.db, { bankAccountId: usdAccountId })).items.map((item) => item.id);
    expect(open).not.toContain(line.id);
  });

  it("refuses a statement for an account that does not exist, in the uploader's language", async () => {
    const statement = Buffer.from("Tarih;Tutar\n27.11.2026;1,00\n");
    await expect(
      inTransaction((tx) => importStatement(tx, { ...upload(statement), bankAccountId: 999_999, locale: "tr" })),
    ).rejects.toMatchObject({ statusCode: 404, message: "Banka hesabı bulunamadı." });
  });
});
