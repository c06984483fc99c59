import type { BomExchangeRate, BomLineMatch, BomMatch } from "../api/bom/schemas";
import type { BomMatchConfidence, BomMatchMethod, BomMatchReason, BomMatchStatus } from "../api/bom/values";
import type { PackagingChoice, ProductListItem } from "../api/catalog/schemas";
import type { CurrencyCode, Packaging } from "../limits";
import { breakAt } from "../price-breaks";
import { extendedAmount } from "../price-display";
import { type CheapestBuy, cheapestBuy, neededQuantity, type PackagingOption, totalOf } from "./cheapest-buy";
import type { BomLine } from "./line";

// The priced BOM (issue 36, docs/decisions/059-bom-matching.md): each read line with its match and the cheapest buy
// for the boards and spares, and the BOM's total in the caller's currency, USD and TRY. Pure and in the contract, so
// the BOM page and the API's downloads (api/modules/bom/priced-file.ts) price a BOM alike.

/** A part as the result table names it: enough for its link and its maker. */
export interface BomPart {
  /** The part's listed packaging (the list's best for the line), whatever its stock. */
  variantId: number;
  mpn: string;
  manufacturer: string;
  categorySlug: string;
  productSlug: string;
}

export interface BomResultLine {
  row: number;
  references: string[];
  /** What the file said. */
  line: BomLine;
  status: BomMatchStatus;
  how: BomMatchMethod | null;
  confidence: BomMatchConfidence;
  reason: BomMatchReason | null;
  part: BomPart | null;
  need: number;
  /** The cheapest buy with its packaging and SKU; null when nothing can be bought (no price shown, no stock). */
  buy: (CheapestBuy & { packaging: Packaging; sku: string }) | null;
  /** Other parts for the line that are in stock. */
  alternatives: BomPart[];
  /** Goes into the cart with the BOM: a matched or ambiguous line with a buy; a suggested one only when ticked. */
  toCart: "always" | "ticked" | "never";
  /** Rows of later lines naming the same part, whose need this line's buy includes (see `buyTogether`). */
  buysFor: number[];
  /** The row of the earlier line naming the same part that buys for this one (this line's own buy is then null). */
  boughtWith: number | null;
  /** The designators the cart line gets as its customer reference: this line's and those of the lines it buys for. */
  cartReferences: string[];
}

export interface BomResult {
  currency: CurrencyCode;
  boards: number;
  sparePercent: number;
  lines: BomResultLine[];
  /** The sum of the lines that go into the cart without a tick, before VAT: the cart's subtotal for them. */
  total: number;
  /** `total` in each currency of the match's rates: the caller's first, then USD and TRY. */
  totals: BomTotal[];
}

/** The BOM's total in one currency, with the stored rate it was converted at. */
export interface BomTotal {
  currency: CurrencyCode;
  total: number;
  rate: BomExchangeRate;
}

const partOf = (item: ProductListItem): BomPart => ({
  variantId: item.variantId,
  mpn: item.mpn,
  manufacturer: item.manufacturer.name,
  categorySlug: item.categorySlug,
  productSlug: item.productSlug,
});

// A hidden stock is not shown but may be there: the buy is offered and the cart, which knows it, decides.
const HIDDEN_STOCK = Number.MAX_SAFE_INTEGER;

/** A packaging as cheapestBuy weighs it; a price that is not shown is no price to buy at. */
export function packagingOption(packaging: PackagingChoice): PackagingOption {
  return {
    variantId: packaging.variantId,
    packaging: packaging.packaging,
    priceBreaks: packaging.isShowPrice ? packaging.priceBreaks : [],
    minimumOrderQuantity: packaging.minimumOrderQuantity,
    orderQuantityMultiplier: packaging.orderQuantityMultiplier,
    stock: packaging.isShowStock ? (packaging.stock ?? 0) : HIDDEN_STOCK,
    isBackorderable: packaging.isBackorderable,
  };
}

const inStock = (item: ProductListItem) => item.packagings.some((packaging) => (packaging.stock ?? 0) > 0);

function resultLine(line: BomLine, match: BomLineMatch | undefined, boards: number, sparePercent: number): BomResultLine {
  const need = neededQuantity(line.quantityPerBoard, boards, sparePercent);
  const part = match?.part ?? null;
  const buy = buyOf(part, need);
  const status = match?.status ?? "unmatched";
  return {
    row: line.row,
    references: line.references,
    line,
    status,
    how: match?.how ?? null,
    confidence: match?.confidence ?? "low",
    reason: match ? match.reason : "nothingToMatch",
    part: part && partOf(part),
    need,
    buy,
    alternatives: (match?.alternatives ?? []).filter(inStock).map(partOf),
    toCart: !buy ? "never" : status === "matched" || status === "ambiguous" ? "always" : status === "suggested" ? "ticked" : "never",
    buysFor: [],
    boughtWith: null,
    cartReferences: line.references,
  };
}

/** The cheapest buy of a part for a quantity, with its packaging and SKU; null when it cannot be bought. */
function buyOf(part: ProductListItem | null, need: number): BomResultLine["buy"] {
  // A part no longer sold is refused by the cart: nothing is bought of it.
  const found = part && part.status !== "obsolete" ? cheapestBuy(need, part.packagings.map(packagingOption)) : null;
  const packaging = found && part?.packagings.find((candidate) => candidate.variantId === found.variantId);
  return found && packaging ? { ...found, packaging: packaging.packaging, sku: packaging.sku } : null;
}

/**
 * Lines naming the same part are bought as one: the cart adds their quantities into one line, priced at the break of
 * the sum. So the first such line buys the summed need (at the break the sum reaches) and the others name it; the
 * BOM's total is then the cart's (docs/decisions/059-bom-matching.md).
 */
function buyTogether(lines: BomResultLine[], byRow: ReadonlyMap<number, BomLineMatch>): BomResultLine[] {
  const byPart = new Map<number, BomResultLine[]>();
  for (const line of lines) {
    const productId = byRow.get(line.row)?.productId;
    if (line.toCart === "always" && productId) byPart.set(productId, [...(byPart.get(productId) ?? []), line]);
  }
  const together = new Map<number, BomResultLine>();
  for (const [first, ...rest] of byPart.values()) {
    if (!rest.length) continue;
    const buy = buyOf(byRow.get(first.row)?.part ?? null, first.need + rest.reduce((sum, line) => sum + line.need, 0));
    together.set(first.row, {
      ...first,
      buy,
      toCart: buy ? "always" : "never",
      buysFor: rest.map((line) => line.row),
      cartReferences: [first, ...rest].flatMap((line) => line.references),
    });
    for (const line of rest) together.set(line.row, { ...line, buy: null, toCart: "never", boughtWith: first.row });
  }
  return lines.map((line) => together.get(line.row) ?? line);
}

/**
 * The bought lines' total in another currency, as the cart totals its second one: each line's unit price at the
 * bought quantity in that currency (converted from USD at the stored rate and rounded as shown, by the API), times
 * the quantity rounded once to cents, summed in cents. Null when a bought packaging has no price there.
 */
function otherTotal(bought: ReadonlyArray<Pick<CheapestBuy, "variantId" | "quantity">>, prices: BomMatch["otherPrices"][number]) {
  const totals: Array<{ total: number }> = [];
  for (const buy of bought) {
    const step = breakAt(prices.priceBreaks[buy.variantId] ?? [], buy.quantity, (at) => at.quantity);
    if (!step) return null;
    totals.push({ total: extendedAmount(step.unitPrice, buy.quantity) });
  }
  return totalOf(totals);
}

/** The BOM's lines with their matches (by row) priced for `boards` boards and `sparePercent` % spares. */
export function bomResult(lines: readonly BomLine[], match: BomMatch, boards: number, sparePercent: number): BomResult {
  const byRow = new Map(match.lines.map((answer) => [answer.row, answer]));
  const resultLines = buyTogether(
    lines.map((line) => resultLine(line, byRow.get(line.row), boards, sparePercent)),
    byRow,
  );
  const bought = resultLines.flatMap((line) => (line.toCart === "always" && line.buy ? [line.buy] : []));
  const total = totalOf(bought);
  const totals = match.exchangeRates.flatMap((rate): BomTotal[] => {
    if (rate.currency === match.currency) return [{ currency: rate.currency, total, rate }];
    const prices = match.otherPrices.find((other) => other.currency === rate.currency);
    const converted = prices ? otherTotal(bought, prices) : null;
    return converted === null ? [] : [{ currency: rate.currency, total: converted, rate }];
  });
  return { currency: match.currency, boards, sparePercent, lines: resultLines, total, totals };
}

/** The cart line's customer reference from the line's designators, cut to what the cart keeps. */
export function customerReferenceOf(references: readonly string[], max: number): string {
  const text = references.join(",");
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
