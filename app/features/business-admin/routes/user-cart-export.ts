import type { LoaderFunctionArgs } from "@remix-run/node";
import { CART_EXPORT_FORMATS, type CartExportFormat } from "@contract/api/carts/operations";
import { USER_CART_EXPORT_OPERATIONS } from "@contract/api/carts/user-carts-operations";
import { api } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { passFile } from "~/server/file-answer.server";
import { formId } from "~/server/forms.server";

const isFormat = (value: string | null): value is CartExportFormat => CART_EXPORT_FORMATS.includes(value as CartExportFormat);

/**
 * GET /api/user-cart-export?cart=<id>&format=pdf|xlsx&lng=tr|en: a company user's cart as a file, for the company's
 * administrator (the API refuses anyone else: another company's cart is a 404), made by the API in the page's
 * language and streamed through. Private, never cached.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const search = new URL(args.request.url).searchParams;
  const format = search.get("format");
  if (!isFormat(format)) throw new Response(null, { status: 400 });
  const id = formId(search.get("cart"));
  if (id === null) throw new Response(null, { status: 404 });
  return passFile(
    await api(args)
      .file(USER_CART_EXPORT_OPERATIONS[format], { params: { id } })
      .catch((error: unknown) => throwRouteError(error, args)),
  );
}
