import { linkedOrderInvoiceXml } from "@contract/api/orders/order-link";
import { linkedOrderFileLoader } from "~/features/orders/order-file.server";

/** GET /api/order-links/:token/invoice.xml: the UBL-TR XML of the paid order a signed link opens; unpaid answers 404. */
export const loader = linkedOrderFileLoader(linkedOrderInvoiceXml);
