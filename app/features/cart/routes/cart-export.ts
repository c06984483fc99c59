import type { LoaderFunctionArgs } from "@remix-run/node";
import { CART_EXPORT_FORMATS, exportCart, exportGuestCart, type CartExportFormat } from "@contract/api/carts/operations";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { activeCart } from "~/features/cart/cart.server";
import { passFile } from "~/server/file-answer.server";
import { getSession, sessionTokens } from "~/server/session.server";

const isFormat = (value: string | null): value is CartExportFormat => CART_EXPORT_FORMATS.includes(value as CartExportFormat);

async function exportAnswer(args: LoaderFunctionArgs, format: CartExportFormat): Promise<Response> {
  const client = api(args);
  if (sessionTokens(await getSession(args.request)) === null) return client.file(exportGuestCart, { query: { format } });
  const { id } = await activeCart(args);
  // A user who has never made a cart has nothing to export (the cart page shows no link then).
  if (id === null) throw new Response(null, { status: 404 });
  return client.file(exportCart, { params: { id }, query: { format } });
}

/**
 * GET /api/cart-export?format=pdf|xlsx&lng=tr|en: the visitor's cart (a signed-in user's active cart, else the
 * guest's) as a file to download, made by the API in the page's language and the visitor's currency and streamed
 * through as it comes. Private, never cached: it is one visitor's cart.
 */
export async function loader(args: LoaderFunctionArgs) {
  const format = new URL(args.request.url).searchParams.get("format");
  if (!isFormat(format)) throw new Response(null, { status: 400 });
  return passFile(await exportAnswer(args, format).catch((error: unknown) => throwRouteError(error, args)));
}
