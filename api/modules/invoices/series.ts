import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { invoiceCounters } from "../../db/schema";

/**
 * The next number of the series for the year, in the caller's transaction: the year's counter row stays locked until
 * that transaction ends, so concurrent invoices wait in turn and a rolled-back one gives its number back (no gaps).
 * "DEV" + 2026 + 9 digits: 16 characters, as an e-Arşiv invoice number is.
 */
export async function nextInvoiceNumber(tx: Executor, series: string, year: number): Promise<string> {
  const [{ lastNumber }] = await tx
    .insert(invoiceCounters)
    .values({ prefix: series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.prefix, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return `${series}${year}${String(lastNumber).padStart(9, "0")}`;
}
