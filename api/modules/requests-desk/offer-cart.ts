import { eq, inArray } from "drizzle-orm";
import type { CurrencyCode } from "@contract/limits";
import { offerNumber } from "@contract/api/requests-desk/offer-values";
import type { Executor } from "../../db/client";
import { cartLines, offerLines, offers } from "../../db/schema";
import { pricingFor } from "../../lib/currency";
import { convertMicro, divideRates, roundToCents, roundUnitPrice, toMicro } from "../../lib/money";
import type { LineFigures, Rate } from "../carts/pricing";

// A cart line accepted from an offer (docs/decisions/046-offers.md): priced at the offered unit price, never by the
// catalog's breaks or discounts, its quantity the offered one.

/** VAT of a made-to-order item: the Turkish general rate, as the catalog's default (products.vat_rate). */
const MADE_TO_ORDER_VAT_RATE = "20.00";

/** What a cart reads of an offer line. */
export interface OfferedLine {
  offerLineId: number;
  /** The catalog part, or null for an item made to order. */
  variantId: number | null;
  /** "TKL-000012/2": the offer's number and the line's position, the made-to-order item's SKU on the cart and order. */
  reference: string;
  description: string;
  quantity: number;
  unitPrice: string;
  currency: CurrencyCode;
  /** Units of the offer's currency per USD at the stored rate, to show the price in the cart's currencies. */
  currencyRate: string;
}

/** The offer lines of a cart's accepted lines, by offer line id. */
export async function offeredLines(db: Executor, offerLineIds: number[]): Promise<Map<number, OfferedLine>> {
  if (offerLineIds.length === 0) return new Map();
  const rows = await db
    .select({ line: offerLines, currency: offers.currency })
    .from(offerLines)
    .innerJoin(offers, eq(offers.id, offerLines.offerId))
    .where(inArray(offerLines.id, offerLineIds));
  const rates = new Map<CurrencyCode, string>();
  for (const currency of new Set(rows.map((row) => row.currency))) rates.set(currency, (await pricingFor(db, currency)).rate);
  return new Map(
    rows.map(({ line, currency }) => [
      line.id,
      {
        offerLineId: line.id,
        variantId: line.variantId,
        reference: `${offerNumber(line.offerId)}/${line.position}`,
        description: line.specification ? `${line.description} — ${line.specification}` : line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        currency,
        currencyRate: rates.get(currency)!,
      },
    ]),
  );
}

/**
 * Puts offer lines in a cart as SpecialProduct lines at their offered quantities, under a project (docs/decisions/
 * 045-projects.md: an item made to order a project holds) or none (0, an accepted offer); a line the cart already
 * holds for that project stays as it is.
 */
export async function insertOfferedLines(db: Executor, cartId: number, lines: Array<{ id: number; quantity: number }>, projectId = 0) {
  if (lines.length === 0) return;
  await db
    .insert(cartLines)
    .values(
      lines.map((line) => ({ cartId, offerLineId: line.id, quantity: line.quantity, lineType: "SpecialProduct" as const, projectId })),
    )
    .onConflictDoNothing();
}

export const offeredVatRate = (line: OfferedLine, partVatRate: string | undefined) =>
  line.variantId === null ? MADE_TO_ORDER_VAT_RATE : (partVatRate ?? MADE_TO_ORDER_VAT_RATE);

/**
 * An accepted line in one currency, as pricing.ts prices a catalog line: the offered unit price (converted at the
 * stored rates when the cart's currency is another) rounded as shown, × the quantity rounded once, the VAT on that.
 */
export function priceOfferedLine(line: OfferedLine, quantity: number, vatRate: string, rate: Rate): LineFigures {
  const perOfferUnit = rate.currency === line.currency ? "1" : divideRates(rate.rate, line.currencyRate);
  const unitPrice = roundUnitPrice(convertMicro(toMicro(line.unitPrice), perOfferUnit));
  const extendedPrice = roundToCents(unitPrice * BigInt(quantity));
  const tax = roundToCents((extendedPrice * toMicro(vatRate)) / 100_000_000n);
  return { unitPrice, extendedPrice, discount: 0n, tax, totalPrice: extendedPrice + tax };
}
