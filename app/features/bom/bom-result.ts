import type { BomLineMatch, BomMatch } from "@contract/api/bom/schemas";
import type { BomMatchConfidence, BomMatchMethod, BomMatchReason, BomMatchStatus } from "@contract/api/bom/values";
import type { PackagingChoice, ProductListItem } from "@contract/api/catalog/schemas";
import { type CheapestBuy, cheapestBuy, neededQuantity, type PackagingOption, totalOf } from "@contract/bom/cheapest-buy";
import type { BomLine } from "@contract/bom/line";
import type { CurrencyCode, Packaging } from "@contract/limits";

// The BOM page's result (issue 36, docs/decisions/059-bom-matching.md): each read line with its match and the
// cheapest buy for the boards and spares, and the BOM's total. Pure, so it is tested without a server.

/** A part as the result table names it: enough for its link and its maker. */
export interface BomPart {
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
}

export interface BomResult {
  currency: CurrencyCode;
  boards: number;
  sparePercent: number;
  lines: BomResultLine[];
  /** The sum of the lines that go into the cart without a tick, before VAT: the cart's subtotal for them. */
  total: number;
}

const partOf = (item: ProductListItem): BomPart => ({
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
  const found = part ? cheapestBuy(need, part.packagings.map(packagingOption)) : null;
  const packaging = found && part?.packagings.find((candidate) => candidate.variantId === found.variantId);
  const buy = found && packaging ? { ...found, packaging: packaging.packaging, sku: packaging.sku } : null;
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
  };
}

/** The BOM's lines with their matches (by row) priced for `boards` boards and `sparePercent` % spares. */
export function bomResult(lines: readonly BomLine[], match: BomMatch, boards: number, sparePercent: number): BomResult {
  const byRow = new Map(match.lines.map((answer) => [answer.row, answer]));
  const resultLines = lines.map((line) => resultLine(line, byRow.get(line.row), boards, sparePercent));
  const bought = resultLines.flatMap((line) => (line.toCart === "always" && line.buy ? [line.buy] : []));
  return { currency: match.currency, boards, sparePercent, lines: resultLines, total: totalOf(bought) };
}

/** The cart line's customer reference from the line's designators, cut to what the cart keeps. */
export function customerReferenceOf(references: readonly string[], max: number): string {
  const text = references.join(",");
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
