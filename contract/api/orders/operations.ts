import { z } from "zod";
import { operation } from "../../operation";
import { CART_EXPORT_TYPES } from "../carts/operations";
import {
  orderExportQuery,
  orderListQuery,
  orderListSchema,
  orderNumberParams,
  orderSchema,
  placedOrderSchema,
  placeOrderBody,
} from "./schemas";

// The signed-in user's orders (docs/spec.md §7 Orders, docs/decisions/017-orders.md). Another user's order number
// answers 404 like a missing one; a business user with the view-orders permission sees the company's orders.

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
  summary: "Orders, newest first: the caller's, or the company's for a business user who may view orders",
  ...user,
  query: orderListQuery,
  data: orderListSchema,
});
export const getOrder = operation({
  method: "GET",
  path: `${me}/:orderNumber`,
  summary: "One order with its lines, payments and history",
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
  summary: "The order's invoice as a PDF",
  ...one,
  produces: [ORDER_INVOICE_TYPE],
  data: z.string().meta({ format: "binary" }),
});

/** The caller's order list (the same filters and visibility as listOrders) as a file: the newest orders, up to a limit. */
export const exportOrders = operation({
  method: "GET",
  path: `${me}/export`,
  summary: "The order list as a file to download: PDF or Excel (xlsx), with the list's filters",
  ...user,
  query: orderExportQuery,
  produces: Object.values(CART_EXPORT_TYPES),
  data: z.string().meta({ format: "binary", description: "The order list as a PDF or an Excel workbook (xlsx)" }),
});
