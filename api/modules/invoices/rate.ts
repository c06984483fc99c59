import { BULLETIN_CURRENCIES, type BulletinCurrency } from "@contract/api/rates/values";
import type { Executor } from "../../db/client";
import type { OrderRow } from "../../db/schema";
import { divideRates } from "../../lib/money";
import { isoDay } from "../carts/export-content";
import { invoiceRateFor } from "../rates/invoice-rate";

const isBulletinCurrency = (currency: string): currency is BulletinCurrency =>
  (BULLETIN_CURRENCIES as readonly string[]).includes(currency);

/**
 * TRY per one unit of the order's currency on an invoice dated `issuedAt`, and the day of that rate ("1" for a lira
 * order): the central bank's forex buying rate of the last bulletin before that day (docs/decisions/032-exchange-rates.md).
 * A store without that bulletin (its rates only seeded) falls back to the rate the order was priced at (its rates
 * are units per USD), so that an invoice is never refused for want of a rate (docs/decisions/034-invoices.md).
 */
export async function invoiceRate(
  db: Executor,
  order: Pick<OrderRow, "currencyCode" | "exchangeRates" | "rateDate">,
  issuedAt: Date,
): Promise<{ rate: string; rateDate: string }> {
  if (order.currencyCode === "TRY") return { rate: "1.00000000", rateDate: isoDay(issuedAt) };
  const bulletin = isBulletinCurrency(order.currencyCode) ? await invoiceRateFor(db, order.currencyCode, isoDay(issuedAt)) : null;
  if (bulletin) return { rate: bulletin.rate, rateDate: bulletin.rateDate };
  return { rate: divideRates(order.exchangeRates.TRY, order.exchangeRates[order.currencyCode] ?? "1"), rateDate: order.rateDate };
}
