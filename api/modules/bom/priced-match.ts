import type { BomExchangeRate, BomLineMatch, BomMatch } from "@contract/api/bom/schemas";
import type { BomLine } from "@contract/bom/line";
import type { CurrencyCode } from "@contract/limits";
import { type Pricing, pricingFor } from "../../lib/currency";
import { priceBreaksOf, type PresentContext, variantRows } from "../catalog/present";
import type { IndexSnapshot } from "../catalog/search-index";
import { matchBom } from "./match";

/** Besides the caller's currency, a BOM is totalled in these: the store's two (issue 36). */
const TOTAL_CURRENCIES: readonly CurrencyCode[] = ["USD", "TRY"];

const rateOf = (pricing: Pricing): BomExchangeRate => ({
  currency: pricing.currency,
  rate: pricing.rate,
  rateDate: pricing.rateDate,
  stale: pricing.stale,
});

/**
 * Each line's part's packagings' price breaks in `others`, by variant id: the part's prices converted from USD at the
 * stored rate and rounded as shown, as every catalog answer and the cart price them (catalog/present.ts).
 */
async function otherPrices(context: PresentContext, matches: BomLineMatch[], others: Pricing[]): Promise<BomMatch["otherPrices"]> {
  const ids = [...new Set(matches.flatMap((match) => match.part?.packagings.map((packaging) => packaging.variantId) ?? []))];
  const rows = others.length ? await variantRows(context.db, ids, context.companyId ?? null) : [];
  return others.map((pricing) => ({
    currency: pricing.currency,
    priceBreaks: Object.fromEntries(rows.map((row) => [String(row.variantId), priceBreaksOf(row, pricing)])),
  }));
}

/**
 * The BOM's lines matched (match.ts) in the caller's currency, with the stored rates and the prices the BOM's total is
 * shown with in USD and TRY as well (contract/bom/priced.ts totals it).
 */
export async function pricedMatch(context: PresentContext, index: IndexSnapshot, lines: BomLine[]): Promise<BomMatch> {
  const currencies = TOTAL_CURRENCIES.filter((currency) => currency !== context.pricing.currency);
  const [matches, others] = await Promise.all([
    matchBom(context, index, lines),
    Promise.all(currencies.map((currency) => pricingFor(context.db, currency))),
  ]);
  return {
    currency: context.pricing.currency,
    lines: matches,
    exchangeRates: [context.pricing, ...others].map(rateOf),
    otherPrices: await otherPrices(context, matches, others),
  };
}
