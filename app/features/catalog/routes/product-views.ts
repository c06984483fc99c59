import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readForm } from "~/server/forms.server";
import { recordProductView } from "~/features/catalog/last-viewed.server";
import type { RouteArgs } from "~/server/api.server";
import { jsonRoute } from "~/server/json-route.server";

const VARIANT_ID = /^[1-9]\d{0,9}$/;

/**
 * /api/product-views?variantId= records a view that the product page's cached, cookie-free answer could not (a
 * first-time guest gets the guest id here): posted by the page's script, or loaded as the page's <noscript> image
 * without JavaScript. 204; 400 for a variantId that is not one.
 */
async function recordView(args: RouteArgs, variantId: FormDataEntryValue | null) {
  if (typeof variantId !== "string" || !VARIANT_ID.test(variantId) || Number(variantId) > 2 ** 31 - 1) {
    return Response.json({ success: false, error: "variantId must be a variant's id" }, { status: 400 });
  }
  const { setCookie } = await recordProductView(args, Number(variantId), { createGuestId: true });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 204, headers });
}

export async function loader(args: LoaderFunctionArgs) {
  return jsonRoute(args, () => recordView(args, new URL(args.request.url).searchParams.get("variantId")));
}

export async function action(args: ActionFunctionArgs) {
  return jsonRoute(args, async () => recordView(args, (await readForm(args.request)).get("variantId")));
}
