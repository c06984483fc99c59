import { desc, sql } from "drizzle-orm";
import type { CurrencyCode } from "@contract/limits";
import type { Database } from "../db/client";
import { exchangeRates } from "../db/schema";
import { AppError } from "./errors";
import { convertMicro, microToNumber, toMicro } from "./money";

export interface Pricing {
  currency: CurrencyCode;
  rate: string;
  rateDate: string;
  /** A USD numeric string → a number in `currency` (six decimals at most). */
  price(usd: string): number;
  micro(usd: string): bigint;
}

/** The newest rate of `currency` from the database. */
export async function pricingFor(db: Database, currency: CurrencyCode): Promise<Pricing> {
  const [row] = await db
    .select({ rate: exchangeRates.rate, rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(sql`${exchangeRates.currency} = ${currency}`)
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!row && currency !== "USD") throw new AppError(503, `No exchange rate for ${currency}`);
  const rate = row?.rate ?? "1";
  const micro = (usd: string) => convertMicro(toMicro(usd), rate);
  return { currency, rate, rateDate: row?.rateDate ?? "1970-01-01", micro, price: (usd) => microToNumber(micro(usd)) };
}

/** The newest rate of each currency (units per USD). */
export async function latestRates(db: Database) {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      rateDate: exchangeRates.rateDate,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  return rows.map((row) => ({ currency: row.currency, rate: Number(row.rate), rateDate: row.rateDate }));
}
