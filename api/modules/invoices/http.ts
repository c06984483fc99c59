import type { FastifyReply } from "fastify";
import { ORDER_INVOICE_TYPE, ORDER_INVOICE_XML_TYPE } from "@contract/api/orders/operations";
import type { Executor } from "../../db/client";
import type { InvoiceRow, OrderRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { orderInvoiceContent } from "./document";
import { invoicePdf } from "./pdf";
import type { InvoiceSettings } from "./settings";
import { invoiceUbl } from "./ubl";

const download = (reply: FastifyReply, type: string, name: string) => {
  reply.header("cache-control", "private, no-store");
  reply.header("content-type", type);
  reply.header("content-disposition", `attachment; filename="${name}"`);
};

/** The order's invoice as a PDF in its language: the invoice once paid, its proforma until then. */
export async function invoicePdfAnswer(reply: FastifyReply, db: Executor, row: OrderRow, invoicing: InvoiceSettings) {
  const content = await orderInvoiceContent(db, row, invoicing);
  download(reply, ORDER_INVOICE_TYPE, content.number ? `invoice-${content.number}.pdf` : `proforma-${row.orderNumber}.pdf`);
  return invoicePdf(content);
}

/** The order's invoice as UBL-TR XML; an order not paid yet has no invoice (404). */
export async function invoiceXmlAnswer(reply: FastifyReply, db: Executor, row: OrderRow, invoicing: InvoiceSettings, locale: ApiLocale) {
  const content = await orderInvoiceContent(db, row, invoicing);
  if (content.kind !== "invoice") throw new AppError(404, message("notFound", locale));
  download(reply, `${ORDER_INVOICE_XML_TYPE}; charset=utf-8`, `invoice-${content.number}.xml`);
  return Buffer.from(invoiceUbl(content), "utf8");
}

/** One of the order's issued invoices (its sale or a return invoice), as a PDF or UBL-TR XML: the back office's. */
export async function issuedInvoiceAnswer(
  reply: FastifyReply,
  db: Executor,
  row: OrderRow,
  invoice: InvoiceRow,
  invoicing: InvoiceSettings,
  format: "pdf" | "xml",
) {
  const content = await orderInvoiceContent(db, row, invoicing, new Date(), invoice);
  if (format === "pdf") {
    download(reply, ORDER_INVOICE_TYPE, `invoice-${content.number}.pdf`);
    return invoicePdf(content);
  }
  download(reply, `${ORDER_INVOICE_XML_TYPE}; charset=utf-8`, `invoice-${content.number}.xml`);
  return Buffer.from(invoiceUbl(content), "utf8");
}
