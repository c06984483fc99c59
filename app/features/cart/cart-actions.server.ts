import { data } from "@remix-run/node";
import type { CartLine } from "@contract/api/carts/schemas";
import { pathFor } from "@contract/paths";
import { CART_FORM, CART_INTENTS, type CartPostAnswer } from "./cart-forms";
import { answerItems, backTo, refusedAnswer, succeeded, type CartPost } from "./cart-answers.server";
import { addedToCartCookie, eventHeaders } from "~/server/analytics-flash.server";
import { formFailure } from "~/server/api-errors.server";
import { formId, readForm } from "~/server/forms.server";
import { addToCart, changeLine, changeLinePackaging, copySharedCart, removeLines, shareCart } from "./cart.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import type { RouteArgs } from "~/server/api.server";
import { isUserCartIntent, yourCartsAction } from "./your-carts.server";

// The cart's form posts (docs/decisions/012-carts.md): plain posts that work without JavaScript, each naming its
// `intent`; how they answer is cart-answers.server.ts's.

/** The API refused the post: its words next to the form (formFailure decides which failures are the error page). */
async function refused(args: RouteArgs, error: unknown, form: string, value: string) {
  return formFailure(args, error, ({ fieldErrors, formErrors }) => {
    const message = Object.values(fieldErrors ?? {})[0]?.[0] ?? formErrors?.[0] ?? "";
    return { success: false, message, data: { items: [] }, cartError: { form, message, value } } satisfies CartPostAnswer;
  });
}

/** `intent=add`: one part (`variantId`, `quantity` as typed) into the active cart. */
async function addAction(post: CartPost) {
  const { args, formData } = post;
  const { request } = args;
  const locale = languageOf(request);
  const t = await i18n.getFixedT(request, "cart");
  const variantId = formId(formData.get("variantId"));
  const quantity = String(formData.get("quantity") ?? "").trim();
  const form = `add-${variantId ?? 0}`;
  if (variantId === null) return refusedAnswer({ form, message: t("badForm"), value: quantity });
  let added: Awaited<ReturnType<typeof addToCart>>;
  try {
    added = await addToCart(args, [{ variantId, quantity }]);
  } catch (error) {
    return refused(args, error, form, quantity);
  }
  const items = answerItems(added.answer.items);
  const headers = new Headers();
  if (added.setCookie) headers.append("Set-Cookie", added.setCookie);
  const [item] = added.answer.items;
  if (!item?.added) return refusedAnswer({ form, message: item?.message ?? "", value: quantity }, items, { headers });
  // The part's own line (not a project's, nor an offer's line of the same part).
  const isAdded = (candidate: CartLine) =>
    candidate.variantId === variantId && candidate.projectId === null && candidate.offerLineId === null;
  const line = added.answer.cart.slots.normal.find(isAdded);
  const event = await addedToCartCookie(added.answer.cart, isAdded);
  if (event) headers.append("Set-Cookie", event);
  const toast = {
    type: "success",
    title: t("toast.added"),
    description: t("toast.addedText", { mpn: line?.mpn ?? "", quantity }),
    link: { href: pathFor("shoppingCart", locale), label: t("toast.viewCart") },
  } as const;
  return succeeded(post, toast, { items, headers });
}

/** A line's quantity, customer reference or packaging; removing lines; a share link. */
async function lineAction(post: CartPost, intent: string) {
  const { args, formData } = post;
  const { request } = args;
  const t = await i18n.getFixedT(request, "cart");
  const cartId = formId(formData.get("cartId"));
  const lineId = formId(formData.get("lineId")) ?? 0;
  const done = (title: string) => succeeded(post, { type: "success", title }, { to: backTo(request).replace(/\?.*$/, "") });
  switch (intent) {
    case CART_INTENTS.updateSlots: {
      const quantity = String(formData.get("quantity") ?? "").trim();
      try {
        await changeLine(args, cartId, lineId, { quantity });
      } catch (error) {
        return refused(args, error, `line-${lineId}`, quantity);
      }
      return done(t("toast.updated"));
    }
    case CART_INTENTS.customerNumber: {
      const customerReference = String(formData.get("customerReference") ?? "");
      try {
        await changeLine(args, cartId, lineId, { customerReference });
      } catch (error) {
        return refused(args, error, `reference-${lineId}`, customerReference);
      }
      return done(t("toast.updated"));
    }
    case CART_INTENTS.package: {
      const variantId = formId(formData.get("variantId")) ?? 0;
      try {
        await changeLinePackaging(args, cartId, lineId, variantId);
      } catch (error) {
        return refused(args, error, `package-${lineId}`, String(variantId));
      }
      return done(t("toast.updated"));
    }
    case CART_INTENTS.remove: {
      // One line, several (`lineId` repeated) or every line (`all=true`).
      const all = formData.get("all") === "true";
      const lineIds = formData
        .getAll("lineId")
        .map(formId)
        .filter((id) => id !== null);
      const form = all ? "remove-all" : `line-${lineIds[0] ?? 0}`;
      try {
        await removeLines(args, cartId, all ? { lineIds: [], all } : { lineIds });
      } catch (error) {
        return refused(args, error, form, "");
      }
      return done(t(all ? "toast.emptied" : "toast.removed"));
    }
    case CART_INTENTS.share: {
      if (cartId === null) break;
      try {
        const { token, expiresAt } = await shareCart(args, cartId);
        const url = new URL(pathFor("sharedCart", languageOf(request), { token }), request.url);
        return data({ shareLink: { url: url.toString(), expiresAt } });
      } catch (error) {
        return refused(args, error, "share", "");
      }
    }
  }
  return refusedAnswer({ form: CART_FORM, message: t("badForm"), value: "" });
}

const LINE_INTENTS = new Set<string>([
  CART_INTENTS.updateSlots,
  CART_INTENTS.customerNumber,
  CART_INTENTS.package,
  CART_INTENTS.remove,
  CART_INTENTS.share,
]);

/**
 * The one cart action of the cart page and "your carts": every intent of the spec's list. The intents on a user's
 * named carts (create, rename, delete, save, set-active-cart) are your-carts.server.ts's and need a signed-in user;
 * an unknown intent is a 400 with its message above the cart.
 */
export async function cartAction(args: RouteArgs, { json = false } = {}) {
  const post = { args, formData: await readForm(args.request), json };
  const intent = String(post.formData.get("intent") ?? "");
  if (intent === CART_INTENTS.add) return addAction(post);
  if (LINE_INTENTS.has(intent)) return lineAction(post, intent);
  if (isUserCartIntent(intent)) return yourCartsAction(post, intent, backTo(args.request));
  const t = await i18n.getFixedT(args.request, "cart");
  return refusedAnswer({ form: CART_FORM, message: t("badForm"), value: "" });
}

/** The action of a page with add-to-cart forms: `intent=add` only (`formData`: the form when the caller has read it). */
export async function addOnlyAction(args: RouteArgs, formData?: FormData) {
  return addAction({ args, formData: formData ?? (await readForm(args.request)), json: false });
}

/** `intent=copy-shared` on a shared cart's page: a copy of it becomes the user's active cart, then the cart page. */
export async function copySharedAction(args: RouteArgs, token: string) {
  const post = { args, formData: await readForm(args.request), json: false };
  const locale = languageOf(args.request);
  const t = await i18n.getFixedT(args.request, "cart");
  let copied: Awaited<ReturnType<typeof copySharedCart>>;
  try {
    copied = await copySharedCart(args, token);
  } catch (error) {
    return refused(args, error, "copy-shared", "");
  }
  const refusedParts = copied.items.filter((item) => !item.added && item.message).map((item) => item.message);
  const items = answerItems(copied.items);
  const toast = {
    type: refusedParts.length ? "info" : "success",
    title: t("toast.copied", { name: copied.cart.name }),
    ...(refusedParts.length ? { description: refusedParts.join(" ") } : {}),
  } as const;
  // The copy is a new cart: every line in it was added by this post.
  const event = await addedToCartCookie(copied.cart, () => true);
  return succeeded(post, toast, { items, to: pathFor("shoppingCart", locale), headers: eventHeaders(event) });
}
