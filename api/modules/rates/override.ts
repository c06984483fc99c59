import type { z } from "zod";
import type { overrideRateBody } from "@contract/api/rates/schemas";
import type { BulletinCurrency } from "@contract/api/rates/values";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { istanbulClock } from "./calendar";
import { MissingUsdRate, storeDay } from "./store";

/**
 * A staff member's lira figures for a day of USD or EUR, stored as an override with who and why: the store's rates of
 * that day follow from them, and the bank's file no longer changes them (docs/decisions/032-exchange-rates.md).
 */
export async function overrideRate(
  db: Database,
  currency: BulletinCurrency,
  body: z.output<typeof overrideRateBody>,
  by: string,
  locale: ApiLocale,
) {
  if (body.rateDate > istanbulClock(new Date()).date) {
    const message = text("rates.futureDate", locale);
    throw new AppError(400, message, [{ field: "rateDate", message }]);
  }
  await db
    .transaction((tx) =>
      storeDay(
        tx,
        body.rateDate,
        { [currency]: { forexBuying: body.forexBuying, forexSelling: body.forexSelling } },
        { source: "override", overriddenBy: by, overrideReason: body.reason },
      ),
    )
    .catch((error: unknown) => {
      if (error instanceof MissingUsdRate) throw new AppError(409, text("rates.noUsdRate", locale, { date: body.rateDate }));
      throw error;
    });
}
