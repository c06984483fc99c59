import type { FastifyRequest } from "fastify";
import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { convertMicro, microToNumber, toMicro } from "./money";

export const CURRENCIES = ["USD", "TRY", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES);

/** The currency of an answer: the `currency` query wins, then X-Currency-Code, then USD. An unknown header value is ignored (USD); an unknown query value is a 400 from the schema. */
export function requestCurrency(request: FastifyRequest, queryCurrency?: Currency): Currency {
  if (queryCurrency) return queryCurrency;
  const header = request.headers["x-currency-code"];
  const value = typeof header === "string" ? header.toUpperCase() : "";
  return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : "USD";
}

export interface Pricing {
  currency: Currency;
  rate: string;
  rateDate: string;
  /** A USD numeric string → a number in `currency` (six decimals at most). */
  price(usd: string): number;
  micro(usd: string): bigint;
}

/** The newest rate of `currency` from the database. */
export async function pricingFor(db: Database, currency: Currency): Promise<Pricing> {
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

export async function latestRates(db: Database) {
  return db
    .selectDistinctOn([exchangeRates.currency], { currency: exchangeRates.currency, rate: exchangeRates.rate, rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
}
