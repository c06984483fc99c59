import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { overrideRateBody } from "@contract/api/rates/schemas";
import type { BulletinCurrency } from "@contract/api/rates/values";
import type { Database, Executor } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { istanbulClock } from "./calendar";
import { MissingUsdRate, storeDay } from "./store";

/** What the audit log keeps of a day's rates: each row the override may change (the currency's and, for USD, TRY's and EUR's). */
async function dayRows(executor: Executor, rateDate: string) {
  const rows = await executor
    .select({
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      forexBuying: exchangeRates.forexBuying,
      forexSelling: exchangeRates.forexSelling,
      source: exchangeRates.source,
      bulletinNumber: exchangeRates.bulletinNumber,
      overriddenBy: exchangeRates.overriddenBy,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.rateDate, rateDate), inArray(exchangeRates.currency, ["USD", "TRY", "EUR"])))
    .orderBy(exchangeRates.currency);
  return rows.length ? Object.fromEntries(rows.map(({ currency, ...row }) => [currency, row])) : null;
}

/**
 * A staff member's lira figures for a day of USD or EUR, stored as an override with who and why: the store's rates of
 * that day follow from them, and the bank's file no longer changes them (docs/decisions/032-exchange-rates.md). The
 * day's rows before and after go to the audit log in the same transaction (docs/decisions/036-staff-accounts.md).
 */
export async function overrideRate(
  db: Database,
  currency: BulletinCurrency,
  body: z.output<typeof overrideRateBody>,
  by: StaffIdentity,
  locale: ApiLocale,
) {
  if (body.rateDate > istanbulClock(new Date()).date) {
    const message = text("rates.futureDate", locale);
    throw new AppError(400, message, [{ field: "rateDate", message }]);
  }
  await db
    .transaction(async (tx) => {
      const before = await dayRows(tx, body.rateDate);
      await storeDay(
        tx,
        body.rateDate,
        { [currency]: { forexBuying: body.forexBuying, forexSelling: body.forexSelling } },
        { source: "override", overriddenBy: by.email, overrideReason: body.reason },
      );
      await recordStaffAction(tx, by, {
        objectType: "exchange-rate",
        objectId: `${currency}:${body.rateDate}`,
        action: "override",
        before,
        after: await dayRows(tx, body.rateDate),
        reason: body.reason,
      });
    })
    .catch((error: unknown) => {
      if (error instanceof MissingUsdRate) throw new AppError(409, text("rates.noUsdRate", locale, { date: body.rateDate }));
      throw error;
    });
}
