import type { Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { buildQuery } from "@contract/query";

const ROUTE_IDS = { pdf: "resource.orderInvoice", xml: "resource.orderInvoiceXml" } as const;
const LINKED_ROUTE_IDS = { pdf: "resource.linkedOrderInvoice", xml: "resource.linkedOrderInvoiceXml" } as const;

/** A resource route's path from the route table, its one parameter filled in, with the page's language (`lng`). */
function resourcePath(id: string, parameter: string, value: string, locale: Locale): string {
  const route = RESOURCE_ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`RESOURCE_ROUTES has no ${id}`);
  return `${route.path.replace(parameter, encodeURIComponent(value))}?${buildQuery({ lng: locale })}`;
}

/**
 * The link that downloads an order's invoice (features/orders/routes/order-invoice.ts: the PDF, a proforma until the
 * order is paid; order-invoice-xml.ts: its UBL-TR XML), from the route table so the path is written once; `lng` names
 * the page's language, as resource routes have none of their own.
 */
export function orderInvoicePath(orderNumber: string, locale: Locale, format: keyof typeof ROUTE_IDS = "pdf"): string {
  return resourcePath(ROUTE_IDS[format], ":orderNumber", orderNumber, locale);
}

/** The same downloads through a signed order link (guest-order-invoice.ts, guest-order-invoice-xml.ts): by its token. */
export const linkedOrderInvoicePath =
  (token: string) =>
  (_orderNumber: string, locale: Locale, format: keyof typeof LINKED_ROUTE_IDS): string =>
    resourcePath(LINKED_ROUTE_IDS[format], ":token", token, locale);
