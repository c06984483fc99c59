import type { LoaderFunctionArgs } from "@remix-run/node";
import { CART_EXPORT_FORMATS, type CartExportFormat } from "@contract/api/carts/operations";
import { exportOrders } from "@contract/api/orders/operations";
import { orderFiltersOf } from "~/lib/orders/order-filters";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";

const isFormat = (value: string | null): value is CartExportFormat => CART_EXPORT_FORMATS.includes(value as CartExportFormat);

/**
 * GET /api/orders-export?format=pdf|xlsx&status&q&lng: the order history as a file, with the list page's filters
 * (read as that page reads them), made by the API in the page's language and streamed through.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const search = new URL(args.request.url).searchParams;
  const format = search.get("format");
  if (!isFormat(format)) throw new Response(null, { status: 400 });
  const { status, q } = orderFiltersOf(search);
  return passFile(
    await api(args)
      .file(exportOrders, { query: { format, ...(status ? { status } : {}), ...(q ? { q } : {}) } })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
