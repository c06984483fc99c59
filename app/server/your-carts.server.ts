import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import * as carts from "@contract/api/carts/operations";
import { cartNameBody, type CartSummary } from "@contract/api/carts/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import {
  ACTIVATE_CART_INTENT,
  CREATE_CART_INTENT,
  CREATE_FORM_ID,
  DELETE_CART_INTENT,
  RENAME_CART_INTENT,
  renameFormId,
  type YourCartsReply,
} from "~/components/cart/your-carts-forms";
import { api, type RouteArgs } from "./api.server";
import { formFailure, throwRouteError } from "./api-errors.server";
import { dashboardGet } from "./dashboard.server";
import { formId, readForm } from "./forms.server";
import { i18n } from "./i18n.server";
import { redirectWithToast } from "./toast.server";

// The "your carts" page's reads and form posts (docs/decisions/012-carts.md): every change is a plain post with an
// `intent`; success redirects to the list with a toast, a refused name answers next to the field of its own form.

/** The intents that name a cart by its `id`. */
const CART_INTENTS = new Set([RENAME_CART_INTENT, DELETE_CART_INTENT, ACTIVATE_CART_INTENT]);

/** The user's carts, most recent first (the API keeps one flagged active). */
export async function userCarts(args: RouteArgs): Promise<CartSummary[]> {
  return dashboardGet(args, carts.listCarts);
}

/** The page's action: create, rename, delete or activate a cart; an unknown intent is a 400 above the forms. */
export async function yourCartsAction(args: RouteArgs) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "your-carts");
  const listPath = pathFor("yourCarts", locale);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = formId(formData.get("id")) ?? 0;
  const client = api(args);
  // An id that is not even a number names no cart of this user: the API's answer for another user's cart.
  if (CART_INTENTS.has(String(intent)) && id === 0) throw new Response(null, { status: 404 });

  switch (intent) {
    case CREATE_CART_INTENT:
    case RENAME_CART_INTENT: {
      const form = intent === CREATE_CART_INTENT ? CREATE_FORM_ID : renameFormId(id);
      const submission = parseWithZod(formData, { schema: cartNameBody });
      if (submission.status !== "success")
        return data({ form, result: submission.reply(), error: null } satisfies YourCartsReply, { status: 400 });
      const { name } = submission.value;
      try {
        if (intent === CREATE_CART_INTENT) await client.call(carts.createCart, { body: { name } });
        else await client.call(carts.renameCart, { params: { id }, body: { name } });
      } catch (error) {
        return formFailure(args, error, (reply) => ({ form, result: submission.reply(reply), error: null }) satisfies YourCartsReply);
      }
      const title = t(intent === CREATE_CART_INTENT ? "toast.created" : "toast.renamed", { name });
      return redirectWithToast(listPath, { type: "success", title });
    }
    case ACTIVATE_CART_INTENT: {
      const { data: cart } = await client.call(carts.activateCart, { params: { id } }).catch((error) => throwRouteError(error, args));
      return redirectWithToast(listPath, {
        type: "success",
        title: t("toast.activated", { name: cart.name }),
        link: { href: pathFor("shoppingCart", locale), label: t("toast.viewCart") },
      });
    }
    case DELETE_CART_INTENT:
      await client.call(carts.deleteCart, { params: { id } }).catch((error) => throwRouteError(error, args));
      return redirectWithToast(listPath, { type: "success", title: t("toast.deleted") });
    default:
      return data({ form: "", result: null, error: t("unknownIntent") } satisfies YourCartsReply, { status: 400 });
  }
}
