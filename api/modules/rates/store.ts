import { and, eq, inArray, ne } from "drizzle-orm";
import type { BulletinCurrency, RateSource } from "@contract/api/rates/values";
import type { Executor } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import { divideRates } from "../../lib/money";
import type { ForexFigures } from "./bulletin";

/** Where a day's figures come from: the bank's file (its number, when it was read) or a staff override (who, why). */
export interface RateOrigin {
  source: RateSource;
  bulletinNumber?: string | null;
  fetchedAt?: Date | null;
  overriddenBy?: string | null;
  overrideReason?: string | null;
}

/** A day's USD rate is missing, so its EUR per USD cannot be worked out. */
export class MissingUsdRate extends Error {}

type Row = typeof exchangeRates.$inferInsert;

/**
 * Stores a day's lira figures of USD and/or EUR and the store's rates worked out from them (units per USD, at the
 * forex selling rate, docs/decisions/032-exchange-rates.md): USD 1, TRY the USD's selling figure, EUR the USD's
 * selling figure ÷ the EUR's. A currency missing from `given` keeps the day's stored figures. A row a staff member
 * overrode is left as it is by the bank's file (the override is the store's decision for that day).
 */
export async function storeDay(
  executor: Executor,
  date: string,
  given: Partial<Record<BulletinCurrency, ForexFigures>>,
  origin: RateOrigin,
) {
  const stored = await executor
    .select({
      currency: exchangeRates.currency,
      source: exchangeRates.source,
      forexBuying: exchangeRates.forexBuying,
      forexSelling: exchangeRates.forexSelling,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.rateDate, date), inArray(exchangeRates.currency, ["USD", "EUR"])));
  const overridden = (currency: BulletinCurrency) => stored.some((row) => row.currency === currency && row.source === "override");
  const figures = Object.fromEntries(
    Object.entries(given).filter(([currency]) => origin.source === "override" || !overridden(currency as BulletinCurrency)),
  ) as typeof given;
  const storedOf = (currency: BulletinCurrency) => {
    const row = stored.find((item) => item.currency === currency);
    return row?.forexBuying && row.forexSelling ? { forexBuying: row.forexBuying, forexSelling: row.forexSelling } : undefined;
  };
  const usd = figures.USD ?? storedOf("USD");
  const eur = figures.EUR ?? storedOf("EUR");
  if (!usd) throw new MissingUsdRate(`no USD rate on ${date}`);

  const meta = {
    source: origin.source,
    bulletinNumber: origin.bulletinNumber ?? null,
    fetchedAt: origin.fetchedAt ?? null,
    overriddenBy: origin.overriddenBy ?? null,
    overrideReason: origin.overrideReason ?? null,
  };
  const rows: Row[] = [];
  if (figures.USD) {
    rows.push({ currency: "USD", rateDate: date, rate: "1", ...figures.USD, ...meta });
    rows.push({ currency: "TRY", rateDate: date, rate: figures.USD.forexSelling, forexBuying: null, forexSelling: null, ...meta });
  }
  if (figures.EUR)
    rows.push({ currency: "EUR", rateDate: date, rate: divideRates(usd.forexSelling, figures.EUR.forexSelling), ...figures.EUR, ...meta });
  for (const row of rows) {
    await executor
      .insert(exchangeRates)
      .values(row)
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: { ...row, updatedAt: new Date() },
        ...(origin.source === "override" ? {} : { setWhere: ne(exchangeRates.source, "override") }),
      });
  }
  // A new USD figure changes the day's EUR per USD even when the EUR's own figures stay.
  if (figures.USD && !figures.EUR && eur)
    await executor
      .update(exchangeRates)
      .set({ rate: divideRates(usd.forexSelling, eur.forexSelling), updatedAt: new Date() })
      .where(and(eq(exchangeRates.currency, "EUR"), eq(exchangeRates.rateDate, date)));
}
