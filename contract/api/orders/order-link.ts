import * as z from "zod";
import { operation } from "../../operation";
import { ORDER_INVOICE_TYPE, ORDER_INVOICE_XML_TYPE } from "./operations";
import { orderSchema } from "./schemas";

// An order opened by the signed link of its mails (docs/decisions/051-guest-order-link.md): anyone holding the link
// reads that one order, without a sign-in; a forged, altered or expired link answers 404 like a missing order.

const path = "/orders/links/:token";
const linked = { tags: ["orders"], access: "public", errors: [404] } as const;

/** The link's token: the order number, an expiry and a signature. */
export const orderLinkParams = z.object({
  token: z.string().max(160).meta({ example: "DE20261124-000012.1798761600.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
});

export const linkedOrder = operation({
  method: "GET",
  path,
  summary: "The order a signed order link opens, read-only (nothing of it can be changed through the link)",
  ...linked,
  params: orderLinkParams,
  data: orderSchema,
});
export const linkedOrderInvoice = operation({
  method: "GET",
  path: `${path}/invoice`,
  summary: "The invoice (a proforma until paid) of the order a signed order link opens, as a PDF",
  ...linked,
  params: orderLinkParams,
  produces: [ORDER_INVOICE_TYPE],
  data: z.string().meta({ format: "binary" }),
});
export const linkedOrderInvoiceXml = operation({
  method: "GET",
  path: `${path}/invoice.xml`,
  summary: "The UBL-TR 2.1 invoice of the paid order a signed order link opens; unpaid answers 404",
  ...linked,
  params: orderLinkParams,
  produces: [ORDER_INVOICE_XML_TYPE],
  data: z.string(),
});
