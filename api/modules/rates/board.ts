import { and, asc, desc, gte } from "drizzle-orm";
import type { ExchangeRateBoard, StoredRate } from "@contract/api/rates/schemas";
import type { Executor } from "../../db/client";
import { exchangeRates, type ExchangeRateRow } from "../../db/schema";
import { dueBulletinDate, istanbulClock } from "./calendar";

const storedRateOf = (row: ExchangeRateRow): StoredRate => ({
  currency: row.currency,
  rateDate: row.rateDate,
  rate: row.rate,
  forexBuying: row.forexBuying,
  forexSelling: row.forexSelling,
  source: row.source,
  bulletinNumber: row.bulletinNumber,
  fetchedAt: row.fetchedAt?.toISOString() ?? null,
  overriddenBy: row.overriddenBy,
  overrideReason: row.overrideReason,
  updatedAt: row.updatedAt.toISOString(),
});

/** The back office's view of the rates: those in use now, whether they are stale, and the last `days` days. */
export async function rateBoard(db: Executor, days: number, now = new Date()): Promise<ExchangeRateBoard> {
  const current = await db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  const since = new Date(Date.parse(`${istanbulClock(now).date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const history = await db
    .select()
    .from(exchangeRates)
    .where(and(gte(exchangeRates.rateDate, since)))
    .orderBy(desc(exchangeRates.rateDate), asc(exchangeRates.currency));
  const dueDate = dueBulletinDate(now);
  const newest = current.find((row) => row.currency === "TRY")?.rateDate;
  return {
    dueDate,
    stale: !newest || newest < dueDate,
    current: current.map(storedRateOf),
    history: history.map(storedRateOf),
  };
}
