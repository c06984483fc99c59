import { desc, sql } from "drizzle-orm";
import type { RateSource } from "@contract/api/rates/values";
import type { CurrencyCode } from "@contract/limits";
import type { Executor } from "../db/client";
import { exchangeRates } from "../db/schema";
import { isStale } from "../modules/rates/calendar";
import { AppError } from "./errors";
import { convertMicro, microToNumber, toMicro } from "./money";

export interface Pricing {
  currency: CurrencyCode;
  /** Units of `currency` per USD at the bank's forex selling rate (docs/decisions/032-exchange-rates.md). */
  rate: string;
  rateDate: string;
  /** Older than the bulletin due now: the day's fetch failed and the last good day serves. */
  stale: boolean;
  source: RateSource;
  /** A USD numeric string → a number in `currency` (six decimals at most). */
  price(usd: string): number;
  micro(usd: string): bigint;
}

/**
 * The newest rate of `currency`: what prices are shown and orders converted at. USD is 1 whether or not a row
 * says so.
 */
export async function pricingFor(db: Executor, currency: CurrencyCode, now = new Date()): Promise<Pricing> {
  const [row] = await db
    .select({ rate: exchangeRates.rate, rateDate: exchangeRates.rateDate, source: exchangeRates.source })
    .from(exchangeRates)
    .where(sql`${exchangeRates.currency} = ${currency}`)
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!row && currency !== "USD") throw new AppError(503, `No exchange rate for ${currency}`);
  const rate = row?.rate ?? "1";
  const micro = (usd: string) => convertMicro(toMicro(usd), rate);
  return {
    currency,
    rate,
    rateDate: row?.rateDate ?? "1970-01-01",
    stale: row ? isStale(row.rateDate, now) : false,
    source: row?.source ?? "seed",
    micro,
    price: (usd) => microToNumber(micro(usd)),
  };
}

/** The newest rate of each currency (units per USD), with its date and whether it is stale. */
export async function latestRates(db: Executor, now = new Date()) {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      rateDate: exchangeRates.rateDate,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  return rows.map((row) => ({ currency: row.currency, rate: Number(row.rate), rateDate: row.rateDate, stale: isStale(row.rateDate, now) }));
}
