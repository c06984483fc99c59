import type { Executor } from "../../db/client";
import type { InvoiceRow, OrderRow } from "../../db/schema";
import { orderDetail } from "../orders/read";
import { invoiceContent, type InvoiceContent } from "./content";
import { invoiceRate } from "./rate";
import { salesInvoiceOf } from "./read";
import type { InvoiceSettings } from "./settings";

/**
 * What the order's invoice states: its issued invoice, or the proforma of an order not paid yet, dated `at`; with
 * `invoice`, that one of the order's invoices (a return invoice states the sale it gives back).
 */
export async function orderInvoiceContent(
  db: Executor,
  row: OrderRow,
  invoicing: InvoiceSettings,
  at = new Date(),
  invoice?: InvoiceRow,
): Promise<InvoiceContent> {
  const sale = (await salesInvoiceOf(db, row.id)) ?? null;
  return invoiceContent({
    order: await orderDetail(db, row),
    identityNumber: row.identityNumber,
    cardCharge: row.cardCharge,
    invoice: invoice ?? sale,
    returnOf: invoice?.type === "IADE" ? sale : null,
    seller: invoicing.seller,
    rate: await invoiceRate(db, row, at),
    at,
    companyProfile: invoicing.companyProfile,
  });
}
