import type { Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { buildQuery } from "@contract/query";

const ROUTE_IDS = { pdf: "resource.orderInvoice", xml: "resource.orderInvoiceXml" } as const;

/**
 * The link that downloads an order's invoice (features/orders/routes/order-invoice.ts: the PDF, a proforma until the
 * order is paid; order-invoice-xml.ts: its UBL-TR XML), from the route table so the path is written once; `lng` names
 * the page's language, as resource routes have none of their own.
 */
export function orderInvoicePath(orderNumber: string, locale: Locale, format: keyof typeof ROUTE_IDS = "pdf"): string {
  const route = RESOURCE_ROUTES.find((candidate) => candidate.id === ROUTE_IDS[format]);
  if (!route) throw new Error(`RESOURCE_ROUTES has no ${ROUTE_IDS[format]}`);
  return `${route.path.replace(":orderNumber", encodeURIComponent(orderNumber))}?${buildQuery({ lng: locale })}`;
}
