import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import * as carts from "@contract/api/carts/operations";
import { cartNameBody, type CartSummary } from "@contract/api/carts/schemas";
import { pathFor } from "@contract/paths";
import { CREATE_FORM_ID, renameFormId, type YourCartsReply } from "~/features/cart/forms/your-carts-forms";
import { CART_INTENTS } from "./cart-forms";
import type { Toast } from "~/lib/toast";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { succeeded, type CartPost } from "./cart-answers.server";
import { markCartSaved } from "./cart.server";
import { dashboardGet } from "~/server/dashboard.server";
import { formId } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";

// A user's named carts (docs/decisions/012-carts.md): every change is a plain post with an `intent`; success
// redirects back with a toast, a refused name answers next to the field of its own form.

const USER_CART_INTENTS = [
  CART_INTENTS.create,
  CART_INTENTS.rename,
  CART_INTENTS.delete,
  CART_INTENTS.save,
  CART_INTENTS.unsave,
  CART_INTENTS.setActiveCart,
] as const;
type UserCartIntent = (typeof USER_CART_INTENTS)[number];

export const isUserCartIntent = (intent: string): intent is UserCartIntent => (USER_CART_INTENTS as readonly string[]).includes(intent);

/** The user's carts, most recent first (the API keeps one flagged active). */
export async function userCarts(args: RouteArgs): Promise<CartSummary[]> {
  return dashboardGet(args, carts.listCarts);
}

/**
 * A user's named carts: create, rename, delete, save (or unsave) or activate one, then back to the page posted from
 * (`back`, without its query: a confirmation's `?confirmDelete=` has been answered). A guest is sent to sign in first.
 */
export async function yourCartsAction(post: CartPost, intent: UserCartIntent, back: string) {
  const { args, formData } = post;
  await requireUser(args);
  const { request } = args;
  const locale = languageOf(request);
  const t = await i18n.getFixedT(request, "your-carts");
  const to = back.replace(/\?.*$/, "");
  const id = formId(formData.get("id")) ?? 0;
  const client = api(args);
  const done = (toast: Omit<Toast, "id">) => succeeded(post, toast, { to });
  // An id that is not even a number names no cart of this user: the API's answer for another user's cart.
  if (intent !== CART_INTENTS.create && id === 0) throw new Response(null, { status: 404 });

  switch (intent) {
    case CART_INTENTS.create:
    case CART_INTENTS.rename: {
      const form = intent === CART_INTENTS.create ? CREATE_FORM_ID : renameFormId(id);
      const submission = parseWithZod(formData, { schema: cartNameBody });
      if (submission.status !== "success") return data({ form, result: submission.reply() } satisfies YourCartsReply, { status: 400 });
      const { name } = submission.value;
      try {
        if (intent === CART_INTENTS.create) await client.call(carts.createCart, { body: { name } });
        else await client.call(carts.renameCart, { params: { id }, body: { name } });
      } catch (error) {
        return formFailure(args, error, (reply) => ({ form, result: submission.reply(reply) }) satisfies YourCartsReply);
      }
      return done({ type: "success", title: t(intent === CART_INTENTS.create ? "toast.created" : "toast.renamed", { name }) });
    }
    case CART_INTENTS.setActiveCart: {
      const { data: cart } = await client.call(carts.activateCart, { params: { id } }).catch((error) => throwRouteError(error, args));
      return done({
        type: "success",
        title: t("toast.activated", { name: cart.name }),
        link: { href: pathFor("shoppingCart", locale), label: t("toast.viewCart") },
      });
    }
    case CART_INTENTS.save:
    case CART_INTENTS.unsave: {
      const saved = intent === CART_INTENTS.save;
      const cart = await markCartSaved(args, id, saved).catch((error) => throwRouteError(error, args));
      return done({ type: "success", title: t(saved ? "toast.saved" : "toast.unsaved", { name: cart.name }) });
    }
    case CART_INTENTS.delete:
      await client.call(carts.deleteCart, { params: { id } }).catch((error) => throwRouteError(error, args));
      return done({ type: "success", title: t("toast.deleted") });
  }
}
