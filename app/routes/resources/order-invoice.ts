import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderInvoice } from "@contract/api/orders/operations";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

/**
 * GET /api/orders/:orderNumber/invoice?lng=tr|en: the signed-in user's order invoice, a PDF the API makes in the
 * order's language, streamed through as it comes. An order the caller may not see answers 404 like a missing one
 * (the API's answer), and so does a number that is not even of an order's shape (never sent to the API).
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const orderNumber = args.params.orderNumber ?? "";
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
  return passFile(
    await api(args)
      .file(orderInvoice, { params: { orderNumber } })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
