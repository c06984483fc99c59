import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import type { BulletinCurrency, RateSource } from "@contract/api/rates/values";
import type { Executor } from "../../db/client";
import { exchangeRates } from "../../db/schema";

/** The lira rate a foreign-currency invoice is converted at, and the bulletin it comes from. */
export interface InvoiceRate {
  currency: BulletinCurrency;
  /** TRY per one unit of `currency`: the bank's forex buying rate. */
  rate: string;
  /** The bulletin's date: the last working day before the invoice's date. */
  rateDate: string;
  source: RateSource;
  bulletinNumber: string | null;
}

/**
 * The rate of an invoice in `currency` dated `invoiceDate` ("YYYY-MM-DD", Istanbul): the central bank's forex
 * buying rate of the last bulletin published before that day (a bulletin set at 15:30 applies from the next day;
 * weekends and holidays have none, so the last one before them counts), or a staff override of that day
 * (docs/decisions/032-exchange-rates.md). Null when the store has no such rate.
 */
export async function invoiceRateFor(executor: Executor, currency: BulletinCurrency, invoiceDate: string): Promise<InvoiceRate | null> {
  const [row] = await executor
    .select({
      rate: exchangeRates.forexBuying,
      rateDate: exchangeRates.rateDate,
      source: exchangeRates.source,
      bulletinNumber: exchangeRates.bulletinNumber,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lt(exchangeRates.rateDate, invoiceDate), isNotNull(exchangeRates.forexBuying)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row?.rate ? { currency, rate: row.rate, rateDate: row.rateDate, source: row.source, bulletinNumber: row.bulletinNumber } : null;
}
