import { and, eq } from "drizzle-orm";
import type { InvoiceSummary } from "@contract/api/invoices/values";
import type { Executor } from "../../db/client";
import { invoices, type InvoiceRow } from "../../db/schema";

/** The order's sales invoice, if it has one (an order not paid yet has none). */
export async function salesInvoiceOf(db: Executor, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, "SATIS")));
  return row;
}

/** The invoice as the order's answer names it. */
export const invoiceSummary = (row: InvoiceRow): InvoiceSummary => ({
  number: row.number,
  ettn: row.ettn,
  profile: row.profile,
  issuedAt: row.issuedAt.toISOString(),
  status: row.status,
});
