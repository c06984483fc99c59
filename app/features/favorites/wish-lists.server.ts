import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import * as favorites from "@contract/api/favorites/operations";
import { wishlistNameBody } from "@contract/api/favorites/schemas";
import { pathFor } from "@contract/paths";
import type { Toast } from "~/lib/toast";
import type { YourCartsReply } from "~/features/cart/forms/your-carts-forms";
import { succeeded } from "~/features/cart/cart-answers.server";
import { activeCart } from "~/features/cart/cart.server";
import { addedToCartCookie, eventHeaders } from "~/server/analytics-flash.server";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure, refusal, throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { formId, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { CREATE_WISHLIST_FORM_ID, FAVORITE_INTENTS, renameWishlistFormId } from "./favorite-intents";

// The wish lists page's posts (docs/decisions/047-favorites-and-wish-lists.md): create, rename, delete (after its
// confirmation), remove an item, move all to the cart. Success comes back to the page without its query (a
// confirmation has been answered) with a toast; a refused name shows under the field of the form it came from.

export async function wishListsAction(args: RouteArgs) {
  await requireUser(args);
  const { request } = args;
  const formData = await readForm(request);
  const post = { args, formData, json: false };
  const locale = languageOf(request);
  const t = await i18n.getFixedT(request, "favorites");
  const intent = String(formData.get("intent") ?? "");
  const id = formId(formData.get("id"));
  const client = api(args);
  const done = (toast: Omit<Toast, "id">, event: string | null = null) =>
    succeeded(post, toast, { to: pathFor("wishLists", locale), headers: eventHeaders(event) });
  // An id that is not even a number names no list of this user: the API's answer for another user's list.
  if (intent !== FAVORITE_INTENTS.createWishlist && id === null) throw new Response(null, { status: 404 });
  const listId = id ?? 0;

  switch (intent) {
    case FAVORITE_INTENTS.createWishlist:
    case FAVORITE_INTENTS.renameWishlist: {
      const form = intent === FAVORITE_INTENTS.createWishlist ? CREATE_WISHLIST_FORM_ID : renameWishlistFormId(listId);
      const submission = parseWithZod(formData, { schema: wishlistNameBody });
      if (submission.status !== "success") return data({ form, result: submission.reply() } satisfies YourCartsReply, { status: 400 });
      const { name } = submission.value;
      try {
        if (intent === FAVORITE_INTENTS.createWishlist) await client.call(favorites.createWishlist, { body: { name } });
        else await client.call(favorites.renameWishlist, { params: { id: listId }, body: { name } });
      } catch (error) {
        return formFailure(args, error, (reply) => ({ form, result: submission.reply(reply) }) satisfies YourCartsReply);
      }
      return done({ type: "success", title: t(intent === FAVORITE_INTENTS.createWishlist ? "toast.created" : "toast.renamed", { name }) });
    }
    case FAVORITE_INTENTS.deleteWishlist:
      await client.call(favorites.deleteWishlist, { params: { id: listId } }).catch((error) => throwRouteError(error, args));
      return done({ type: "success", title: t("toast.deleted") });
    case FAVORITE_INTENTS.removeWishlistItem: {
      const itemId = formId(formData.get("itemId"));
      if (itemId === null) throw new Response(null, { status: 404 });
      await client.call(favorites.removeWishlistItem, { params: { id: listId, itemId } }).catch((error) => throwRouteError(error, args));
      return done({ type: "success", title: t("toast.itemRemoved") });
    }
    case FAVORITE_INTENTS.moveToCart: {
      // The list as it was, for the part numbers of the items the cart refuses (they stay in it).
      const { data: list } = await client
        .call(favorites.getWishlist, { params: { id: listId } })
        .catch((error) => throwRouteError(error, args));
      const { data: moved } = await client
        .call(favorites.moveWishlistToCart, { params: { id: listId } })
        .catch((error) => throwRouteError(error, args));
      const taken = new Set(moved.items.filter((item) => item.added).map((item) => item.variantId));
      const count = taken.size;
      const refused = moved.items.filter((item) => !item.added);
      // The lines the items joined, as the cart now prices them (the answer names the parts, not the lines).
      const event = count
        ? await addedToCartCookie(
            await activeCart(args),
            (line) => taken.has(line.variantId) && line.projectId === null && line.offerLineId === null,
          )
        : null;
      const mpnOf = new Map(list.items.map((item) => [item.variantId, item.part.mpn]));
      const description = refused.length
        ? t("toast.notMoved", {
            parts: refused.map((item) => `${mpnOf.get(item.variantId) ?? item.variantId}: ${item.message ?? ""}`).join(" "),
          })
        : undefined;
      return done(
        {
          type: refused.length ? "info" : "success",
          title: t("toast.moved", { count }),
          ...(description ? { description } : {}),
          link: { href: pathFor("shoppingCart", locale), label: t("toast.viewCart") },
        },
        event,
      );
    }
  }
  throw refusal(400, t("badForm"));
}
