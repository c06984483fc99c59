import { describe, expect, it } from "vitest";
import type { BomLineMatch, BomMatch } from "../../contract/api/bom/schemas";
import type { PackagingChoice, ProductListItem } from "../../contract/api/catalog/schemas";
import type { BomLine } from "../../contract/bom/line";
import { bomResult } from "../../contract/bom/priced";

// The priced BOM's totals in the caller's currency, USD and TRY (issue 36): the other currencies are totalled as the
// cart totals its second one, each line from its own unit price there, rounded to cents, then summed.

const reel = (variantId: number, unitPrice: number): PackagingChoice => ({
  variantId,
  sku: `SKU-${variantId}`,
  packaging: "Reel",
  isReel: true,
  isShowPrice: true,
  isShowStock: true,
  stock: 10_000,
  isBackorderable: false,
  upcomingStock: null,
  upcomingStockDate: null,
  minimumOrderQuantity: 1,
  orderQuantityMultiplier: 1,
  mpq: 1,
  unitPrice,
  priceBreaks: [{ quantity: 1, unitPrice }],
  discount: null,
});

const part = (packaging: PackagingChoice): ProductListItem => ({
  ...packaging,
  productId: packaging.variantId,
  mpn: `MPN-${packaging.variantId}`,
  productSlug: `mpn-${packaging.variantId}`,
  categoryId: 1,
  categorySlug: "resistors",
  categoryName: "Resistors",
  description: "",
  manufacturer: { id: 1, name: "Yageo", slug: "yageo" },
  imagePath: "",
  rohs: true,
  status: "active",
  currency: "EUR",
  properties: {},
  packagings: [packaging],
});

const matched = (row: number, packaging: PackagingChoice, status: BomLineMatch["status"] = "matched"): BomLineMatch => ({
  row,
  status,
  how: "mpn",
  confidence: "high",
  productId: packaging.variantId,
  part: part(packaging),
  alternatives: [],
  reason: status === "suggested" ? "didYouMean" : null,
});

const line = (row: number): BomLine => ({ row, references: [`R${row}`], quantityPerBoard: 1, mpn: `MPN-${row}` });

const rates = {
  EUR: { currency: "EUR" as const, rate: "0.92000000", rateDate: "2026-11-27", stale: false },
  USD: { currency: "USD" as const, rate: "1", rateDate: "1970-01-01", stale: false },
  TRY: { currency: "TRY" as const, rate: "34.56790000", rateDate: "2026-11-27", stale: true },
};

// A euro caller's BOM of three one-piece lines; the third is only a suggestion.
const match: BomMatch = {
  currency: "EUR",
  lines: [matched(1, reel(1, 0.925)), matched(2, reel(2, 0.925)), matched(3, reel(3, 5), "suggested")],
  exchangeRates: [rates.EUR, rates.USD, rates.TRY],
  otherPrices: [
    { currency: "USD", priceBreaks: { 1: [{ quantity: 1, unitPrice: 1.00543 }], 2: [{ quantity: 1, unitPrice: 1.00543 }], 3: [] } },
    { currency: "TRY", priceBreaks: { 1: [{ quantity: 1, unitPrice: 34.7556 }], 2: [{ quantity: 1, unitPrice: 34.7556 }], 3: [] } },
  ],
};

describe("bomResult's totals in three currencies", () => {
  it("gives the caller's total first, then USD and TRY from each line's own price rounded to cents, with their rates", () => {
    const result = bomResult([line(1), line(2), line(3)], match, 1, 0);
    expect(result.totals.map(({ currency, total }) => [currency, total])).toEqual([
      ["EUR", 1.86],
      // Each line is 1.01 (1.00543 to cents): 2.02, where converting the sum (2.01086) would give 2.01.
      ["USD", 2.02],
      // 34.7556 is 34.76 a line: 69.52, not the 69.51 of the sum; the suggestion is in no total.
      ["TRY", 69.52],
    ]);
    expect(result.totals[0].total).toBe(result.total);
    expect(result.totals[2].rate).toEqual(rates.TRY);
  });

  it("leaves out a currency a bought packaging has no price in, rather than a total short of a line", () => {
    const without = { ...match, otherPrices: [{ currency: "USD" as const, priceBreaks: {} }, match.otherPrices[1]] };
    expect(bomResult([line(1)], without, 1, 0).totals.map((total) => total.currency)).toEqual(["EUR", "TRY"]);
  });
});
