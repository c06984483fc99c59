import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoices, orders, type InvoiceRow, type ReturnedInvoiceLines } from "../../db/schema";
import { isoDay } from "../carts/export-content";
import { storedTotals, type InvoiceContent } from "./content";
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
  return insertInvoice(tx, orderId, "SATIS", content, issuedAt, settings);
}

/**
 * Issues the return invoice (İADE) of a completed refund of an invoiced order, in the series of its sales invoice
 * (docs/decisions/034-invoices.md), which it gives back whole (the desk refunds whole orders: 037) and so marks
 * cancelled. Once a refund: a refund reported complete again answers its first return invoice; an order never
 * invoiced (nothing was paid) gets none.
 */
export async function issueReturnInvoice(
  tx: Executor,
  orderId: number,
  refundId: string,
  settings: InvoiceSettings,
): Promise<InvoiceRow | null> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, refundId));
  if (existing) return existing;
  return givenBack(tx, orderId, settings, { refundId, returnRequestId: null, returnedLines: null });
}

/**
 * Issues the return invoice (İADE) of a refunded return request, in the transaction of its refund: only the returned
 * lines and quantities, at the prices invoiced, the shipping when the refund gave it back (docs/decisions/039-returns-desk.md).
 * The sales invoice is marked cancelled only by the return that brings the whole order back. Once a request.
 */
export async function issueReturnRequestInvoice(
  tx: Executor,
  orderId: number,
  returnRequestId: number,
  refundId: string | null,
  returnedLines: ReturnedInvoiceLines,
  settings: InvoiceSettings,
): Promise<InvoiceRow | null> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.returnRequestId, returnRequestId));
  if (existing) return existing;
  return givenBack(tx, orderId, settings, { refundId, returnRequestId, returnedLines });
}

/** A return invoice of what `given` names (the whole sale when it names no lines); none for an order never invoiced. */
async function givenBack(
  tx: Executor,
  orderId: number,
  settings: InvoiceSettings,
  given: Pick<InvoiceRow, "refundId" | "returnRequestId" | "returnedLines">,
): Promise<InvoiceRow | null> {
  const sale = await salesInvoiceOf(tx, orderId);
  if (!sale) return null;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const issuedAt = new Date();
  // The sale's own figures (its seller, rate and prices) for what is given back, under the return invoice's number and date.
  const content = await orderInvoiceContent(tx, row, settings, issuedAt, { ...sale, returnedLines: given.returnedLines });
  const invoice = await insertInvoice(tx, orderId, "IADE", content, issuedAt, settings, given);
  if (!given.returnedLines || given.returnedLines.shipping)
    await tx
      .update(invoices)
      .set({ status: "cancelled" })
      .where(and(eq(invoices.id, sale.id), eq(invoices.type, "SATIS")));
  return invoice;
}

async function insertInvoice(
  tx: Executor,
  orderId: number,
  type: InvoiceRow["type"],
  content: InvoiceContent,
  issuedAt: Date,
  { series }: InvoiceSettings,
  given: Pick<InvoiceRow, "refundId" | "returnRequestId" | "returnedLines"> = {
    refundId: null,
    returnRequestId: null,
    returnedLines: null,
  },
): Promise<InvoiceRow> {
  // The year of the store's day (Turkey's), as the invoice's date is.
  const number = await nextInvoiceNumber(tx, series, Number(isoDay(issuedAt).slice(0, 4)));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId,
      number,
      profile: content.profile,
      type,
      issuedAt,
      currencyCode: content.currency,
      tryRate: content.rate,
      rateDate: content.rateDate,
      totals: storedTotals(content.currency, content.totals),
      totalsTry: storedTotals("TRY", content.totalsTry),
      languageCode: content.locale,
      seller: content.seller,
      ...given,
    })
    .returning();
  return invoice;
}
