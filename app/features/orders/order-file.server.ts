import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Operation } from "@contract/operation";
import { orderLinkParams } from "@contract/api/orders/order-link";
import { ORDER_NUMBER_PATTERN } from "@contract/api/orders/schemas";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

type OrderFileOperation = Operation & { produces: readonly string[]; path: `${string}:orderNumber${string}` };

/**
 * A loader streaming one of an order's files through from the API as it comes: the signed-in user's order by
 * `forUser`, or a guest's, by the browser that placed it, by `forGuest`. An order the caller may not see answers 404
 * like a missing one (the API's answer), and so does a number that is not even of an order's shape (never sent).
 */
export function orderFileLoader(forUser: OrderFileOperation, forGuest: OrderFileOperation) {
  return async (args: LoaderFunctionArgs) => {
    const orderNumber = args.params.orderNumber ?? "";
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new Response(null, { status: 404 });
    const operation = (await isGuest(args)) ? forGuest : forUser;
    return passFile(
      await api(args)
        .file(operation, { params: { orderNumber } })
        .catch((error: unknown) => throwRouteError(error, args)),
    );
  };
}

/**
 * A loader streaming one of an order's files through by the token of a signed order link
 * (docs/decisions/051-guest-order-link.md): the API checks the signature; a forged or expired one is its 404.
 */
export function linkedOrderFileLoader(operation: Operation & { produces: readonly string[]; path: `${string}:token${string}` }) {
  return async (args: LoaderFunctionArgs) => {
    const parsed = orderLinkParams.safeParse({ token: args.params.token ?? "" });
    if (!parsed.success) throw new Response(null, { status: 404 });
    return passFile(
      await api(args)
        .file(operation, { params: parsed.data })
        .catch((error: unknown) => throwRouteError(error, args)),
    );
  };
}
