import { describe, expect, it } from "vitest";
import { orderNumberOf } from "../../api/modules/orders/numbers";
import { orderNumbersIn } from "../../api/modules/reconciliation/order-numbers-in-text";
import { payerNameMatch } from "../../api/modules/reconciliation/payer-name";
import { SUGGESTION_SCORES, suggestOrder, type CandidateOrder } from "../../api/modules/reconciliation/suggest-order";

// Suggesting the order a transfer pays (docs/decisions/038-bank-reconciliation.md).

describe("order numbers in a description", () => {
  it("are found as a payer or a bank wrote them, in the store's form", () => {
    const number = orderNumberOf(12, new Date("2026-11-24T10:00:00Z"));
    expect(number).toBe("DE20261124-000012");
    for (const written of [
      "SIPARIS DE20261124-000012 ODEMESI",
      "sipariş no: de20261124-000012",
      "DE 20261124 000012",
      "DE-20261124-000012/FAST",
      "DE20261124000012",
      "D E 2026 1124 0000 12",
      "ODEMEDE20261124-000012 1500,00 TL",
    ]) {
      expect(orderNumbersIn(written), written).toEqual([number]);
    }
    expect(orderNumbersIn("DE20261124-000012 ve DE20261124-000013, tekrar DE20261124-000012")).toEqual([
      "DE20261124-000012",
      "DE20261124-000013",
    ]);
  });

  it("are not read from too few or too many digits", () => {
    expect(orderNumbersIn("DE20261124-00001")).toEqual([]);
    expect(orderNumbersIn("DE20261124-0000123")).toEqual([]);
    expect(orderNumbersIn("FATURA 20261124000012")).toEqual([]);
  });
});

describe("the payer's name", () => {
  const person = { firstName: "Şahin", lastName: "Çelik", companyName: null };
  it("meets the billing name with Turkish letters folded and case ignored", () => {
    expect(payerNameMatch("FAST GELEN SAHIN CELIK", person)).toBe("full");
    expect(payerNameMatch("Havale - ŞAHİN ÇELİK", person)).toBe("full");
    expect(payerNameMatch("GELEN EFT A. CELIK", person)).toBe("partial");
    expect(payerNameMatch("GELEN EFT AYSE YILMAZ", person)).toBeNull();
    expect(payerNameMatch("IŞIK ÖĞÜTÇÜ", { firstName: "Işık", lastName: "Öğütçü", companyName: null })).toBe("full");
  });

  it("meets a company's distinctive words, its legal form aside", () => {
    const company = { firstName: "Deniz", lastName: "Kaya", companyName: "Örnek Elektronik San. ve Tic. Ltd. Şti." };
    expect(payerNameMatch("HAVALE ORNEK ELEKTRONIK SANAYI", company)).toBe("full");
    expect(payerNameMatch("HAVALE ORNEK ELEK", company)).toBe("partial");
    expect(payerNameMatch("HAVALE ELEKTRONIK", company)).toBeNull();
  });
});

describe("a suggestion", () => {
  /** An order of `total` in `currency`. */
  const order = (id: number, currency: string, total: string, firstName: string, lastName: string): CandidateOrder => ({
    id,
    orderNumber: orderNumberOf(id, new Date("2026-11-27T09:00:00Z")),
    currency,
    amounts: [total],
    billing: { firstName, lastName, companyName: null },
  });
  const orders = [
    order(1, "USD", "25.00", "Deniz", "Kaya"),
    order(2, "USD", "25.00", "Ayşe", "Yılmaz"),
    order(3, "TRY", "1600.00", "Deniz", "Kaya"),
    order(4, "TRY", "1000.00", "Ayşe", "Yılmaz"),
  ];
  const transfer = (amount: string, currency: string, description: string) => ({ amount, currency, description });

  it("takes the order number named first, sure when the amount is the order's total in the order's currency", () => {
    expect(suggestOrder(transfer("25.00", "USD", "EFT DE 20261127 000002"), orders)).toEqual({
      orderId: 2,
      rule: "orderNumber",
      score: SUGGESTION_SCORES.numberAndAmount,
    });
    expect(suggestOrder(transfer("10.00", "USD", "EFT DE20261127-000002 KISMI"), orders)).toEqual({
      orderId: 2,
      rule: "orderNumber",
      score: SUGGESTION_SCORES.number,
    });
    // Named in another currency: still that order (the desk shows the currencies differ), never a sure one.
    expect(suggestOrder(transfer("25.00", "TRY", "EFT DE20261127-000002"), orders)).toEqual({
      orderId: 2,
      rule: "orderNumber",
      score: SUGGESTION_SCORES.number,
    });
    // A number naming no order awaiting payment is no clue; the amount and name still are.
    expect(suggestOrder(transfer("1000.00", "TRY", "DE20261127-000099 AYSE YILMAZ"), orders)).toMatchObject({
      orderId: 4,
      rule: "amountAndName",
    });
  });

  it("by amount, only in the order's own currency", () => {
    // 25.00 in lira is no USD order's total, however the buyer was shown it.
    expect(suggestOrder(transfer("25.00", "TRY", "GELEN HAVALE AYSE YILMAZ"), orders)).toBeNull();
    expect(suggestOrder(transfer("1600.00", "USD", "GELEN HAVALE DENIZ KAYA"), orders)).toBeNull();
    // What is still due after a partial transfer pays it too.
    const partlyPaid = { ...orders[0], amounts: ["25.00", "15.00"] };
    expect(suggestOrder(transfer("15.00", "USD", "GELEN HAVALE"), [partlyPaid])).toEqual({
      orderId: 1,
      rule: "amount",
      score: SUGGESTION_SCORES.amountAlone,
    });
  });

  it("else takes the order of that total whose billing name the description holds, never a tie", () => {
    expect(suggestOrder(transfer("25.00", "USD", "GELEN HAVALE AYSE YILMAZ"), orders)).toEqual({
      orderId: 2,
      rule: "amountAndName",
      score: SUGGESTION_SCORES.amountAndFullName,
    });
    expect(suggestOrder(transfer("25.00", "USD", "GELEN HAVALE D. KAYA"), orders)).toEqual({
      orderId: 1,
      rule: "amountAndName",
      score: SUGGESTION_SCORES.amountAndPartialName,
    });
    expect(suggestOrder(transfer("1600.00", "TRY", "GELEN HAVALE"), orders)).toEqual({
      orderId: 3,
      rule: "amount",
      score: SUGGESTION_SCORES.amountAlone,
    });
    expect(suggestOrder(transfer("25.00", "USD", "GELEN HAVALE"), orders)).toBeNull();
    // An order another transfer names by its number is not suggested again by amount: the other order of 25.00 is.
    expect(suggestOrder(transfer("25.00", "USD", "GELEN HAVALE AYSE YILMAZ"), orders, new Set([2]))).toEqual({
      orderId: 1,
      rule: "amount",
      score: SUGGESTION_SCORES.amountAlone,
    });
    expect(suggestOrder(transfer("25.00", "USD", "DE20261127-000002"), orders, new Set([2]))).toMatchObject({ orderId: 2, score: 100 });
    expect(suggestOrder(transfer("25.00", "EUR", "GELEN HAVALE AYSE YILMAZ"), orders)).toBeNull();
    expect(suggestOrder(transfer("26.00", "USD", "GELEN HAVALE AYSE YILMAZ"), orders)).toBeNull();
  });
});
