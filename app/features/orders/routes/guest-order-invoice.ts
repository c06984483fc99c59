import { linkedOrderInvoice } from "@contract/api/orders/order-link";
import { linkedOrderFileLoader } from "~/features/orders/order-file.server";

/** GET /api/order-links/:token/invoice?lng=tr|en: the invoice PDF (a proforma until paid) of the order a signed link opens. */
export const loader = linkedOrderFileLoader(linkedOrderInvoice);
