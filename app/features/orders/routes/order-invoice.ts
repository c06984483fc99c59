import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestOrderInvoice } from "@contract/api/checkout/guest";
import { orderInvoice } from "@contract/api/orders/operations";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

/**
 * GET /api/orders/:orderNumber/invoice?lng=tr|en: an order's invoice, a PDF the API makes in the order's language,
 * streamed through as it comes: the signed-in user's order, or a guest's by the browser that placed it. An order the
 * caller may not see answers 404 like a missing one (the API's answer), and so does a number that is not even of an
 * order's shape (never sent to the API).
 */
export async function loader(args: LoaderFunctionArgs) {
  const orderNumber = args.params.orderNumber ?? "";
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  const operation = (await isGuest(args)) ? guestOrderInvoice : orderInvoice;
  return passFile(
    await api(args)
      .file(operation, { params: { orderNumber } })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
