import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import * as favorites from "@contract/api/favorites/operations";
import { FAVORITES_PAGE_SIZE_MAX, type FavoriteAdd } from "@contract/api/favorites/schemas";
import { pathFor } from "@contract/paths";
import type { YourCartsReply } from "~/features/cart/forms/your-carts-forms";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { addOnlyAction } from "~/features/cart/cart-actions.server";
import { backTo, succeeded, type CartPost } from "~/features/cart/cart-answers.server";
import { loginPath } from "~/lib/auth/redirects";
import { addedToWishlistCookie, eventHeaders } from "~/server/analytics-flash.server";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, refusal, throwRouteError } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { formId, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { ADD_TO_WISHLIST_FORM_ID, FAVORITE_INTENTS, NEW_WISHLIST, SELECTION_FORM_ID } from "./favorite-intents";
import { addToWishlistSchema } from "./favorite-forms";
import { formConstraint } from "~/lib/forms/validation.server";

// The posts of a page that lists parts (product page, product list, favorites): the cart's `add`, and a part to the
// favorites (one, several selected, or off again) or to a wish list. Plain posts to the page itself: success comes back
// to it with a toast, a refusal shows next to its field there (docs/decisions/047-favorites-and-wish-lists.md).

/** The "add to a wish list" form's field constraints, for the product page's loader. */
export const addToWishlistConstraint = formConstraint(addToWishlistSchema);

/** A guest signs in first and comes back to the page the form was on (its path and query). */
async function requireSignedIn(args: RouteArgs) {
  if (!(await isGuest(args))) return;
  throw redirect(loginPath(languageOf(args.request), backTo(args.request)));
}

/** A refusal of the selection form: no part was ticked. */
const selectionRefused = (message: string) =>
  data({ form: SELECTION_FORM_ID, result: { status: "error", error: { "": [message] } } } satisfies YourCartsReply, { status: 400 });

/** add_to_wishlist for the parts the API says it took into the favorites (in its answer's order), as the list shows them. */
async function favoritesAddedCookie(args: RouteArgs, answer: FavoriteAdd) {
  const added = answer.items.filter((item) => item.added).map((item) => item.variantId);
  if (added.length === 0) return null;
  // The newest first: the parts just added are on the first page.
  const { data: page } = await api(args).call(favorites.listFavorites, { query: { page: 1, pageSize: FAVORITES_PAGE_SIZE_MAX } });
  const parts = new Map(page.items.map((item) => [item.variantId, item.part]));
  return addedToWishlistCookie(
    added.flatMap((variantId) => {
      const part = parts.get(variantId);
      return part ? [{ part, quantity: 1 }] : [];
    }),
  );
}

async function favoritePost(post: CartPost, intent: string) {
  const { args, formData } = post;
  await requireSignedIn(args);
  const { request } = args;
  const t = await i18n.getFixedT(request, "favorites");
  const client = api(args);
  const viewFavorites = { href: pathFor("favoriteProducts", languageOf(request)), label: t("toast.viewFavorites") };
  const variantId = formId(formData.get("variantId"));
  switch (intent) {
    case FAVORITE_INTENTS.add:
    case FAVORITE_INTENTS.remove: {
      if (variantId === null) break;
      if (intent === FAVORITE_INTENTS.add) {
        const { data: answer } = await client
          .call(favorites.addFavorite, { body: { variantId } })
          .catch((error) => throwRouteError(error, args));
        const event = await favoritesAddedCookie(args, answer);
        return succeeded(post, { type: "success", title: t("toast.added"), link: viewFavorites }, { headers: eventHeaders(event) });
      }
      await client.call(favorites.removeFavorite, { params: { variantId } }).catch((error) => throwRouteError(error, args));
      return succeeded(post, { type: "success", title: t("toast.removed") });
    }
    case FAVORITE_INTENTS.addSelected: {
      const variantIds = formData
        .getAll("variantId")
        .map(formId)
        .filter((id) => id !== null);
      if (variantIds.length === 0) return selectionRefused(t("selection.none"));
      const { data: answer } = await client
        .call(favorites.addFavorites, { body: { variantIds } })
        .catch((error) => throwRouteError(error, args));
      const added = answer.items.filter((item) => item.added).length;
      const event = await favoritesAddedCookie(args, answer);
      return succeeded(
        post,
        { type: "success", title: t("toast.addedSeveral", { count: added }), link: viewFavorites },
        { headers: eventHeaders(event) },
      );
    }
    case FAVORITE_INTENTS.addToWishlist:
      return addToWishlist(post);
  }
  throw refusal(400, t("badForm"));
}

/** A part into a wish list the user picked, or into a new one of the name typed (made first). */
async function addToWishlist(post: CartPost) {
  const { args, formData } = post;
  const t = await i18n.getFixedT(args.request, "favorites");
  const submission = parseWithZod(formData, { schema: addToWishlistSchema });
  const form = ADD_TO_WISHLIST_FORM_ID;
  if (submission.status !== "success") return data({ form, result: submission.reply() } satisfies YourCartsReply, { status: 400 });
  const { variantId, wishlistId, name, quantity } = submission.value;
  const client = api(args);
  try {
    const id =
      wishlistId === NEW_WISHLIST
        ? (await client.call(favorites.createWishlist, { body: { name: name ?? "" } })).data.id
        : Number(wishlistId);
    const { data: list } = await client.call(favorites.addWishlistItems, { params: { id }, body: { items: [{ variantId, quantity }] } });
    // The part as the list now holds it (its quantity there, its price at that quantity).
    const { data: held } = await client.call(favorites.getWishlist, { params: { id } });
    const event = await addedToWishlistCookie(held.items.filter((item) => item.variantId === variantId));
    return succeeded(
      post,
      {
        type: "success",
        title: t("toast.addedToWishlist", { name: list.name }),
        link: { href: pathFor("wishLists", languageOf(args.request)), label: t("toast.viewWishlists") },
      },
      { headers: eventHeaders(event) },
    );
  } catch (error) {
    // The API names the list's field `name` and the part's `items`; a list no longer there is the error page (404).
    return formFailure(
      args,
      error,
      (reply) => ({ form, result: submission.reply(reply) }) satisfies YourCartsReply,
      (field) => (field.startsWith("items") ? "quantity" : field),
    );
  }
}

/**
 * The action of a page with add-to-cart and favorite forms: the cart's `add`, the favorites' and wish lists' posts
 * (`formData`: the form when the caller has read it).
 */
export async function partsPageAction(args: RouteArgs, formData?: FormData) {
  const form = formData ?? (await readForm(args.request));
  const intent = String(form.get("intent") ?? "");
  if (intent === CART_INTENTS.add) return addOnlyAction(args, form);
  return favoritePost({ args, formData: form, json: false }, intent);
}
