import type { Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { buildQuery } from "@contract/query";

const INVOICE_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.orderInvoice");

/**
 * The link that downloads an order's invoice (features/orders/routes/order-invoice.ts), from the route table so the path
 * is written once; `lng` names the page's language, as resource routes have none of their own.
 */
export function orderInvoicePath(orderNumber: string, locale: Locale): string {
  if (!INVOICE_ROUTE) throw new Error("RESOURCE_ROUTES has no resource.orderInvoice");
  return `${INVOICE_ROUTE.path.replace(":orderNumber", encodeURIComponent(orderNumber))}?${buildQuery({ lng: locale })}`;
}
