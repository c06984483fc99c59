import * as z from "zod";
import { operation } from "../../operation";
import { CART_EXPORT_TYPES } from "../carts/operations";
import {
  companyOrderExportQuery,
  companyOrderListQuery,
  orderExportQuery,
  orderListQuery,
  orderListSchema,
  orderNumberParams,
  orderPlacerSchema,
  orderSchema,
  placedOrderSchema,
  placeOrderBody,
} from "./schemas";

// The signed-in user's orders (docs/spec.md §7 Orders, docs/decisions/017-orders.md). Another user's order number
// answers 404 like a missing one; a business user with the view-orders permission may open the company's orders too.
// The list has the two variants of spec §6: the caller's own orders, and the company's for view-orders
// (docs/decisions/027-business-accounts.md).

const me = "/orders/users/me";
const user = { tags: ["orders"], access: "user" } as const;
const one = { ...user, params: orderNumberParams, errors: [404] } as const;

export const placeOrder = operation({
  method: "POST",
  path: me,
  summary: "Place an order from the active cart and its checkout (needs an Idempotency-Key: a repeat answers the first order)",
  ...user,
  permission: "create-orders",
  body: placeOrderBody,
  status: 201,
  data: placedOrderSchema,
  errors: [403, 409, 428],
});
export const listOrders = operation({
  method: "GET",
  path: me,
  summary: "The caller's own orders, newest first",
  ...user,
  query: orderListQuery,
  data: orderListSchema,
});
export const getOrder = operation({
  method: "GET",
  path: `${me}/:orderNumber`,
  summary: "One order with its lines, payments and history (a view-orders holder may open the company's)",
  ...one,
  data: orderSchema,
});
export const cancelOrder = operation({
  method: "POST",
  path: `${me}/:orderNumber/cancel`,
  summary: "Cancel an order that has not left the warehouse (its stock is given back, a card or account charge reversed)",
  ...one,
  errors: [404, 409],
  data: orderSchema,
});

export const ORDER_INVOICE_TYPE = "application/pdf";
export const orderInvoice = operation({
  method: "GET",
  path: `${me}/:orderNumber/invoice`,
  summary: "The order's invoice as a PDF, in the order's language; an order not paid yet answers its proforma",
  ...one,
  produces: [ORDER_INVOICE_TYPE],
  data: z.string().meta({ format: "binary" }),
});

export const ORDER_INVOICE_XML_TYPE = "application/xml";
export const orderInvoiceXml = operation({
  method: "GET",
  path: `${me}/:orderNumber/invoice.xml`,
  summary: "The order's invoice as a UBL-TR 2.1 document (e-Fatura / e-Arşiv); an order not paid yet has none (404)",
  ...one,
  produces: [ORDER_INVOICE_XML_TYPE],
  data: z.string(),
});

const listFile = {
  produces: Object.values(CART_EXPORT_TYPES),
  data: z.string().meta({ format: "binary", description: "The order list as a PDF or an Excel workbook (xlsx)" }),
} as const;

/** The caller's own order list (the same filters as listOrders) as a file: the newest orders, up to a limit. */
export const exportOrders = operation({
  method: "GET",
  path: `${me}/export`,
  summary: "The caller's own order list as a file to download: PDF or Excel (xlsx), with the list's filters",
  ...user,
  query: orderExportQuery,
  ...listFile,
});

const company = { tags: ["orders"], access: "b2b", permission: "view-orders" } as const;

export const listCompanyOrders = operation({
  method: "GET",
  path: `${me}/company-orders`,
  summary: "The company's orders, every user's, newest first; `userId` keeps one user's (another company's user: none)",
  ...company,
  query: companyOrderListQuery,
  data: orderListSchema,
});
export const exportCompanyOrders = operation({
  method: "GET",
  path: `${me}/company-orders/export`,
  summary: "The company's order list as a file to download: PDF or Excel (xlsx), with the list's filters",
  ...company,
  query: companyOrderExportQuery,
  ...listFile,
});
export const companyOrderPlacers = operation({
  method: "GET",
  path: `${me}/company-orders/users`,
  summary: "The company's users, by name: who the company order list can be filtered by",
  ...company,
  data: z.array(orderPlacerSchema),
});
