import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import * as userCarts from "@contract/api/carts/user-carts-operations";
import { USER_CART_SEARCH_MAX } from "@contract/api/carts/user-carts-schemas";
import { quantityFormId, quantityFormSchema } from "~/features/business-admin/forms/user-cart-forms";
import type { YourCartsReply } from "~/features/cart/forms/your-carts-forms";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { cartLines } from "~/features/cart/cart-lines";
import { formatQuantity } from "~/lib/format";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, refusal, throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { backTo } from "~/features/cart/cart-answers.server";
import { dashboardGet } from "~/server/dashboard.server";
import { formId, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { redirectWithToast } from "~/server/toast.server";

// A company administrator's page of one user's carts (docs/decisions/027-business-accounts.md): the API decides who
// may see which cart (another company's user is a 404) and records every change; each change here is a plain post
// that redirects back to the same view with a toast, or answers the form's refusal next to its field.

/**
 * What the page shows of the user `userId`: their saved carts, the chosen cart (`?cart=<id>`, else the active one)
 * with its changes, and the lines matching a search within it (`?q=`). A `cart` that is not an id is a 404, as the
 * API answers for a cart not the user's.
 */
export async function userCartPage(args: RouteArgs, userId: string, search: URLSearchParams) {
  const cartParam = search.get("cart");
  const cartId = cartParam === null ? null : formId(cartParam);
  if (cartParam !== null && cartId === null) throw new Response(null, { status: 404 });
  const q = (search.get("q") ?? "").trim().slice(0, USER_CART_SEARCH_MAX).trim();
  const [saved, chosen] = await Promise.all([
    dashboardGet(args, userCarts.userSavedCarts, { params: { id: userId } }),
    cartId === null
      ? dashboardGet(args, userCarts.userActiveCart, { params: { id: userId } })
      : dashboardGet(args, userCarts.userCartById, { params: { id: userId, cartId } }),
  ]);
  const found =
    q && chosen.cart.id !== null
      ? await dashboardGet(args, userCarts.searchUserCart, { params: { id: userId, cartId: chosen.cart.id }, query: { q } })
      : null;
  return { saved, ...chosen, search: { q, lines: found } };
}

/**
 * The page's posts: a line's quantity (`update-slots`), save or unsave (`save`, `unsave`) of the cart `cartId` of
 * the user `userId`. Success goes back to the page as it was (its `?cart=` and `?q=` kept) with a toast.
 */
export async function userCartAction(args: RouteArgs, userId: string) {
  await requireUser(args);
  const { request } = args;
  const formData = await readForm(request);
  const t = await i18n.getFixedT(request, "admin-carts");
  const intent = String(formData.get("intent") ?? "");
  const cartId = formId(formData.get("cartId"));
  // A cart id that is not even a number names no cart of this user: the API's answer for another's.
  if (cartId === null) throw new Response(null, { status: 404 });
  const params = { id: userId, cartId };
  const client = api(args);
  const back = backTo(request);

  switch (intent) {
    case CART_INTENTS.updateSlots: {
      const lineId = formId(formData.get("lineId"));
      if (lineId === null) throw new Response(null, { status: 404 });
      const form = quantityFormId(lineId);
      const submission = parseWithZod(formData, { schema: quantityFormSchema });
      if (submission.status !== "success") return data({ form, result: submission.reply() } satisfies YourCartsReply, { status: 400 });
      const { quantity } = submission.value;
      let answer;
      try {
        answer = await client.call(userCarts.updateUserCart, { params, body: { lines: [{ lineId, quantity }] } });
      } catch (error) {
        // The API names the field by its place in the list it was sent: this form's one line.
        return formFailure(
          args,
          error,
          (reply) => ({ form, result: submission.reply(reply) }) satisfies YourCartsReply,
          (field) => (field === "lines.0.quantity" ? "quantity" : field),
        );
      }
      const line = cartLines(answer.data.cart).find((candidate) => candidate.id === lineId);
      const toast = { mpn: line?.mpn ?? "", quantity: formatQuantity(quantity, languageOf(request)) };
      return redirectWithToast(back, { type: "success", title: t("toast.updated", toast) });
    }
    case CART_INTENTS.save:
    case CART_INTENTS.unsave: {
      const saved = intent === CART_INTENTS.save;
      const operation = saved ? userCarts.saveUserCart : userCarts.unsaveUserCart;
      const { data: answer } = await client.call(operation, { params }).catch((error) => throwRouteError(error, args));
      return redirectWithToast(back, { type: "success", title: t(saved ? "toast.saved" : "toast.unsaved", { name: answer.cart.name }) });
    }
  }
  throw refusal(400, t("toast.badForm"));
}
