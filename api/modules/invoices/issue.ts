import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoices, orders, type InvoiceRow } from "../../db/schema";
import { isoDay } from "../carts/export-content";
import { storedTotals } from "./content";
import { orderInvoiceContent } from "./document";
import { salesInvoiceOf } from "./read";
import { nextInvoiceNumber } from "./series";
import type { InvoiceSettings } from "./settings";

/**
 * Issues the sales invoice of an order that has just been paid, in the transaction that made it paid (the order row
 * locked by it): numbered in its series, with the seller, the rate and the totals copied onto it. Once: an order that
 * already has one keeps it (docs/decisions/034-invoices.md).
 */
export async function issueSalesInvoice(tx: Executor, orderId: number, settings: InvoiceSettings): Promise<InvoiceRow> {
  const existing = await salesInvoiceOf(tx, orderId);
  if (existing) return existing;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  // The figures the proforma shows at this moment become the invoice's, with its number.
  const issuedAt = new Date();
  const content = await orderInvoiceContent(tx, row, settings, issuedAt);
  // The year of the store's day (Turkey's), as the invoice's date is.
  const number = await nextInvoiceNumber(tx, settings.series, Number(isoDay(issuedAt).slice(0, 4)));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId,
      number,
      profile: content.profile,
      type: "SATIS",
      issuedAt,
      currencyCode: content.currency,
      tryRate: content.rate,
      rateDate: content.rateDate,
      totals: storedTotals(content.currency, content.totals),
      totalsTry: storedTotals("TRY", content.totalsTry),
      languageCode: content.locale,
      seller: settings.seller,
    })
    .returning();
  return invoice;
}
