import type { LoaderFunctionArgs } from "@remix-run/node";
import { deskInvoicePdf, deskInvoiceXml, deskProformaPdf } from "@contract/api/orders-desk/operations";
import { INVOICE_NUMBER_PATTERN } from "@contract/api/invoices/values";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { throwRouteError } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";
import { requireStaff, staffApi } from "../staff.server";

/**
 * GET /api/back-office/orders/:orderNumber/documents/:document — one of an order's documents for the staff:
 * `proforma`, an invoice's number (its PDF) or the number with `.xml` (its UBL-TR XML). Anything else is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireStaff(args, "orders.view");
  const orderNumber = args.params.orderNumber ?? "";
  const document = args.params.document ?? "";
  const invoiceNumber = document.replace(/\.xml$/, "");
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  const files = staffApi(args);
  const answer =
    document === "proforma"
      ? files.file(deskProformaPdf, { params: { orderNumber } })
      : INVOICE_NUMBER_PATTERN.test(invoiceNumber)
        ? files.file(document.endsWith(".xml") ? deskInvoiceXml : deskInvoicePdf, { params: { orderNumber, invoiceNumber } })
        : null;
  if (!answer) throw new Response(null, { status: 404 });
  return passFile(await answer.catch((error: unknown) => throwRouteError(error, args)));
}
