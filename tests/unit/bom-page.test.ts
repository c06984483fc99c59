import { describe, expect, it } from "vitest";
import type { BomMatch } from "../../contract/api/bom/schemas";
import type { PackagingChoice, ProductListItem } from "../../contract/api/catalog/schemas";
import type { BomLine } from "../../contract/bom/line";
import { bomReadForm, cartLinesOf, columnChoiceOf } from "../../app/features/bom/bom-forms";
import { bomResult, customerReferenceOf, packagingOption } from "../../contract/bom/priced";

// The BOM page's pure parts (issue 36): the result's lines and total, and its forms' fields.

const cutTape: PackagingChoice = {
  variantId: 11,
  sku: "NE555P-TUBE",
  packaging: "Cut Tape",
  isReel: false,
  isShowPrice: true,
  isShowStock: true,
  stock: 5000,
  isBackorderable: false,
  upcomingStock: null,
  upcomingStockDate: null,
  minimumOrderQuantity: 1,
  orderQuantityMultiplier: 1,
  mpq: 1,
  unitPrice: 0.5,
  priceBreaks: [
    { quantity: 1, unitPrice: 0.5 },
    { quantity: 100, unitPrice: 0.3 },
  ],
  discount: null,
};

function part(mpn: string, packagings: PackagingChoice[]): ProductListItem {
  const [first] = packagings;
  return {
    ...first,
    productId: 1,
    mpn,
    productSlug: mpn.toLowerCase(),
    categoryId: 3,
    categorySlug: "timers",
    categoryName: "Timers",
    description: "",
    manufacturer: { id: 1, name: "Texas Instruments", slug: "ti" },
    imagePath: "",
    rohs: true,
    status: "active",
    currency: "USD",
    properties: {},
    packagings,
  };
}

const usd = { currency: "USD" as const, rate: "1", rateDate: "2026-11-27", stale: false };

const line = (row: number, extra: Partial<BomLine>): BomLine => ({ row, references: [`U${row}`], quantityPerBoard: 1, ...extra });

describe("bomResult", () => {
  const lines = [line(1, { mpn: "NE555P", quantityPerBoard: 3 }), line(2, { mpn: "NE556P" }), line(3, { mpn: "XYZ" })];
  const ne555 = part("NE555P", [cutTape]);
  const match: BomMatch = {
    currency: "USD",
    exchangeRates: [usd],
    otherPrices: [],
    lines: [
      { row: 1, status: "matched", how: "mpn", confidence: "high", productId: 1, part: ne555, alternatives: [], reason: null },
      {
        row: 2,
        status: "suggested",
        how: "nearMiss",
        confidence: "low",
        productId: 1,
        part: ne555,
        alternatives: [],
        reason: "didYouMean",
      },
      {
        row: 3,
        status: "unmatched",
        how: null,
        confidence: "low",
        productId: null,
        part: null,
        alternatives: [],
        reason: "unknownPartNumber",
      },
    ],
  };

  it("buys each line for the boards and spares, up to a cheaper break, and totals only what goes in without a tick", () => {
    // 3 × 30 boards + 5 % = 95: at 0.50 that is 47.50, while 100 at the 100 break is 30.00.
    const result = bomResult(lines, match, 30, 5);
    const [matched, suggested, unmatched] = result.lines;
    expect(matched).toMatchObject({ need: 95, toCart: "always", part: { mpn: "NE555P", manufacturer: "Texas Instruments" } });
    expect(matched.buy).toMatchObject({ variantId: 11, quantity: 100, unitPrice: 0.3, total: 30, boughtUp: true, packaging: "Cut Tape" });
    expect(suggested).toMatchObject({ need: 32, toCart: "ticked", reason: "didYouMean" });
    expect(unmatched).toMatchObject({ toCart: "never", buy: null, part: null, reason: "unknownPartNumber" });
    expect(result.total).toBe(30);
  });

  it("offers no buy for a part whose price is not shown, and only in-stock alternatives", () => {
    const quoted = part("NE555P", [{ ...cutTape, isShowPrice: false, priceBreaks: [], unitPrice: null }]);
    const empty = part("LM555", [{ ...cutTape, variantId: 12, stock: 0 }]);
    const stocked = part("TLC555", [{ ...cutTape, variantId: 13 }]);
    const result = bomResult(
      [lines[0]],
      { ...match, currency: "TRY", lines: [{ ...match.lines[0], part: quoted, alternatives: [empty, stocked] }] },
      1,
      0,
    );
    expect(result.lines[0]).toMatchObject({ buy: null, toCart: "never" });
    expect(result.lines[0].alternatives.map((alternative) => alternative.mpn)).toEqual(["TLC555"]);
    expect(result).toMatchObject({ currency: "TRY", total: 0 });
  });

  it("buys a part named on two lines once, for their summed need, at the break the sum reaches, as the cart would", () => {
    // 60 and 50 alone cost 0.50 each (55.00 in all); together 110 reach the 100 break: 33.00.
    const twice = [line(1, { mpn: "NE555P", quantityPerBoard: 60 }), line(2, { value: "555", quantityPerBoard: 50 })];
    const both = { ...match, lines: [match.lines[0], { ...match.lines[0], row: 2, how: "value" as const }] };
    const [first, second] = bomResult(twice, both, 1, 0).lines;
    expect(first).toMatchObject({ need: 60, buysFor: [2], boughtWith: null, toCart: "always", cartReferences: ["U1", "U2"] });
    expect(first.buy).toMatchObject({ quantity: 110, unitPrice: 0.3, total: 33 });
    expect(second).toMatchObject({ need: 50, buy: null, boughtWith: 1, toCart: "never" });
    expect(bomResult(twice, both, 1, 0).total).toBe(33);
  });

  it("buys nothing of a part no longer sold", () => {
    const discontinued = { ...match.lines[0], part: { ...ne555, status: "obsolete" as const }, reason: "discontinued" as const };
    const [only] = bomResult([lines[0]], { ...match, lines: [discontinued] }, 1, 0).lines;
    expect(only).toMatchObject({ buy: null, toCart: "never", reason: "discontinued" });
  });

  it("treats a hidden stock as the cart's to judge", () => {
    expect(packagingOption({ ...cutTape, isShowStock: false, stock: null }).stock).toBe(Number.MAX_SAFE_INTEGER);
    expect(packagingOption({ ...cutTape, stock: null }).stock).toBe(0);
  });
});

describe("customerReferenceOf", () => {
  it("joins the designators and cuts them to the cart's length", () => {
    expect(customerReferenceOf(["R1", "R2"], 40)).toBe("R1,R2");
    expect(customerReferenceOf(["R10", "R11", "R12"], 8)).toBe("R10,R11…");
  });
});

describe("the BOM page's forms", () => {
  it("reads boards and spares with defaults and a decimal comma", () => {
    expect(bomReadForm.parse({ text: "x" })).toMatchObject({ boards: 1, sparePercent: 0 });
    expect(bomReadForm.parse({ boards: 25, sparePercent: "2,5" })).toMatchObject({ boards: 25, sparePercent: 2.5 });
    expect(bomReadForm.safeParse({ sparePercent: "-5" }).success).toBe(false);
    expect(bomReadForm.safeParse({ sparePercent: "150" }).success).toBe(false);
    expect(bomReadForm.safeParse({ boards: 0 }).success).toBe(false);
  });

  it("reads the mapping's selects: a column number, or none", () => {
    const form = new FormData();
    form.set("column-mpn", "3");
    form.set("column-value", "");
    expect(columnChoiceOf(form)).toEqual({ mpn: 3, value: null });
    expect(columnChoiceOf(new FormData())).toEqual({});
  });

  it("lets the select the user changed win a column two selects name", () => {
    const form = new FormData();
    form.set("columns-shown", JSON.stringify({ value: 1, mpn: 3 }));
    form.set("column-value", "3");
    form.set("column-mpn", "3");
    expect(Object.entries(columnChoiceOf(form))).toEqual([
      ["mpn", 3],
      ["value", 3],
    ]);
  });

  it("reads the cart's lines and refuses a line that is not one", () => {
    const form = new FormData();
    form.append("line", JSON.stringify({ variantId: 11, quantity: 100, reference: "U1,U2" }));
    expect(cartLinesOf(form)).toEqual([{ variantId: 11, quantity: 100, reference: "U1,U2" }]);
    form.append("line", "{");
    expect(cartLinesOf(form)).toBeNull();
  });
});
