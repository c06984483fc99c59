import { guestOrderInvoice } from "@contract/api/checkout/guest";
import { orderInvoice } from "@contract/api/orders/operations";
import { orderFileLoader } from "~/features/orders/order-file.server";

/** GET /api/orders/:orderNumber/invoice?lng=tr|en: an order's invoice PDF (a proforma until it is paid), in the order's language. */
export const loader = orderFileLoader(orderInvoice, guestOrderInvoice);
