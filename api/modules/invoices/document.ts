import type { Executor } from "../../db/client";
import type { OrderRow } from "../../db/schema";
import { orderDetail } from "../orders/read";
import { invoiceContent, type InvoiceContent } from "./content";
import { invoiceRate } from "./rate";
import { salesInvoiceOf } from "./read";
import type { InvoiceSettings } from "./settings";

/** What the order's invoice states: its issued invoice, or the proforma of an order not paid yet, dated `at`. */
export async function orderInvoiceContent(
  db: Executor,
  row: OrderRow,
  invoicing: InvoiceSettings,
  at = new Date(),
): Promise<InvoiceContent> {
  return invoiceContent({
    order: await orderDetail(db, row),
    identityNumber: row.identityNumber,
    cardCharge: row.cardCharge,
    invoice: (await salesInvoiceOf(db, row.id)) ?? null,
    seller: invoicing.seller,
    rate: await invoiceRate(db, row, at),
    at,
    companyProfile: invoicing.companyProfile,
  });
}
