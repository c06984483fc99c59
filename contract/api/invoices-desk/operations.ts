import { operation } from "../../operation";
import { deskInvoiceListQuery, deskInvoiceListSchema, invoiceNumberParams, invoiceSentSchema } from "./schemas";

// The back office's invoices (issue 32 item 6, docs/decisions/040-customers-and-credit.md) for staff holding
// invoices.manage. Each invoice's PDF and XML are the orders desk's downloads (../orders-desk/operations.ts).

const tags = ["back-office"];

export const listDeskInvoices = operation({
  method: "GET",
  path: "/back-office/invoices",
  summary: "Issued invoices, newest first, filtered by type, status, date and a number, order or customer",
  tags,
  access: "staff",
  staffPermission: "invoices.manage",
  query: deskInvoiceListQuery,
  data: deskInvoiceListSchema,
});

export const sendDeskInvoiceAgain = operation({
  method: "POST",
  path: "/back-office/invoices/:invoiceNumber/send",
  summary: "Mails the invoice to the customer again (audited)",
  tags,
  access: "staff",
  staffPermission: "invoices.manage",
  params: invoiceNumberParams,
  data: invoiceSentSchema,
  errors: [404],
});
