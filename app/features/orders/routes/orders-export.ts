import type { LoaderFunctionArgs } from "@remix-run/node";
import { CART_EXPORT_FORMATS, type CartExportFormat } from "@contract/api/carts/operations";
import { exportCompanyOrders, exportOrders } from "@contract/api/orders/operations";
import { orderFiltersOf, seesCompanyOrders, userIdQueryOf } from "~/features/orders/order-filters";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

const isFormat = (value: string | null): value is CartExportFormat => CART_EXPORT_FORMATS.includes(value as CartExportFormat);

/**
 * GET /api/orders-export?format=pdf|xlsx&status&q&userId&lng: the order history as a file, the list the page shows
 * (the company's for a business user with view-orders, else the user's own) with its filters (read as that page
 * reads them), made by the API in the page's language and streamed through.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const search = new URL(args.request.url).searchParams;
  const format = search.get("format");
  if (!isFormat(format)) throw new Response(null, { status: 400 });
  const filters = orderFiltersOf(search);
  const query = { format, ...(filters.status ? { status: filters.status } : {}), ...(filters.q ? { q: filters.q } : {}) };
  const client = api(args);
  const file = seesCompanyOrders(user)
    ? client.file(exportCompanyOrders, { query: { ...query, ...userIdQueryOf(filters) } })
    : client.file(exportOrders, { query });
  return passFile(await file.catch((error: unknown) => throwRouteError(error, args)));
}
