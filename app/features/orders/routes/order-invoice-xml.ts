import { guestOrderInvoiceXml } from "@contract/api/checkout/guest";
import { orderInvoiceXml } from "@contract/api/orders/operations";
import { orderFileLoader } from "~/features/orders/order-file.server";

/** GET /api/orders/:orderNumber/invoice.xml: a paid order's invoice as UBL-TR XML; an order not paid yet has none (404). */
export const loader = orderFileLoader(orderInvoiceXml, guestOrderInvoiceXml);
