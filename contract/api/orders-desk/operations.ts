import * as z from "zod";
import { operation } from "../../operation";
import { ORDER_INVOICE_TYPE, ORDER_INVOICE_XML_TYPE } from "../orders/operations";
import { orderNumberParams } from "../orders/schemas";
import {
  cancelByStaffBody,
  confirmTransferBody,
  deskInvoiceParams,
  deskOrderListQuery,
  deskOrderListSchema,
  deskOrderSchema,
  deskRefundSchema,
  refundParams,
  shipOrderBody,
} from "./schemas";

// The back office's orders desk (issue 32 item 3, docs/decisions/037-orders-desk.md). Each move answers the order as
// the desk shows it; a move its status does not allow answers 409, an unknown order 404. Every move is audited.

const tags = ["back-office"];
const base = "/back-office/orders";
const one = { tags, access: "staff", params: orderNumberParams } as const;
const move = { ...one, method: "POST", staffPermission: "orders.manage", data: deskOrderSchema, errors: [404, 409] } as const;

export const listDeskOrders = operation({
  method: "GET",
  path: base,
  summary: "Orders, newest first, filtered by status, payment type, date, customer or company and order number",
  tags,
  access: "staff",
  staffPermission: "orders.view",
  query: deskOrderListQuery,
  data: deskOrderListSchema,
});

export const getDeskOrder = operation({
  method: "GET",
  path: `${base}/:orderNumber`,
  summary: "An order with its lines, payments, transfers, refunds, documents, mails, history, audit and allowed moves",
  ...one,
  staffPermission: "orders.view",
  data: deskOrderSchema,
  errors: [404],
});

export const confirmOrderTransfer = operation({
  ...move,
  path: `${base}/:orderNumber/transfers`,
  summary: "Confirm a bank transfer for an EFT order awaiting payment (a partial amount keeps it waiting for the rest)",
  staffPermission: "payments.confirm",
  body: confirmTransferBody,
});

export const prepareDeskOrder = operation({
  ...move,
  path: `${base}/:orderNumber/prepare`,
  summary: "Start preparing a paid order",
});

export const shipDeskOrder = operation({
  ...move,
  path: `${base}/:orderNumber/ship`,
  summary: "Ship a prepared order with its carrier and tracking number",
  body: shipOrderBody,
});

export const deliverDeskOrder = operation({
  ...move,
  path: `${base}/:orderNumber/deliver`,
  summary: "Mark a shipped order delivered",
});

export const cancelDeskOrder = operation({
  ...move,
  path: `${base}/:orderNumber/cancel`,
  summary: "Cancel an order with a reason; a paid card order is refunded through its provider, an EFT order's to an IBAN",
  body: cancelByStaffBody,
  errors: [404, 409, 503],
});

export const resendDeskRefund = operation({
  method: "POST",
  path: `${base}/:orderNumber/refunds/:refundId/send`,
  summary: "Ask the provider again for a card refund that failed or could not be sent",
  tags,
  access: "staff",
  staffPermission: "orders.manage",
  params: refundParams,
  data: deskRefundSchema,
  errors: [404, 409, 503],
});

export const deskInvoicePdf = operation({
  method: "GET",
  path: `${base}/:orderNumber/invoices/:invoiceNumber`,
  summary: "One of the order's invoices (its sale or a return invoice) as a PDF",
  tags,
  access: "staff",
  staffPermission: "orders.view",
  params: deskInvoiceParams,
  produces: [ORDER_INVOICE_TYPE],
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});

export const deskInvoiceXml = operation({
  method: "GET",
  path: `${base}/:orderNumber/invoices/:invoiceNumber/xml`,
  summary: "One of the order's invoices as a UBL-TR 2.1 document",
  tags,
  access: "staff",
  staffPermission: "orders.view",
  params: deskInvoiceParams,
  produces: [ORDER_INVOICE_XML_TYPE],
  data: z.string(),
  errors: [404],
});

export const deskProformaPdf = operation({
  method: "GET",
  path: `${base}/:orderNumber/proforma`,
  summary: "The proforma of an order not paid yet (a paid one answers its invoice) as a PDF",
  ...one,
  staffPermission: "orders.view",
  produces: [ORDER_INVOICE_TYPE],
  data: z.string().meta({ format: "binary" }),
  errors: [404],
});
