import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestOrderInvoiceXml } from "@contract/api/checkout/guest";
import { orderInvoiceXml } from "@contract/api/orders/operations";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

/**
 * GET /api/orders/:orderNumber/invoice.xml: a paid order's invoice as UBL-TR XML, streamed through from the API (the
 * signed-in user's order, or a guest's by the browser that placed it). An order not paid yet has no invoice: 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const orderNumber = args.params.orderNumber ?? "";
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  const operation = (await isGuest(args)) ? guestOrderInvoiceXml : orderInvoiceXml;
  return passFile(
    await api(args)
      .file(operation, { params: { orderNumber } })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
