import { data } from "@remix-run/node";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import type { CartFormError } from "~/lib/cart-forms";
import { formFailure } from "./api-errors.server";
import { formId, readForm } from "./forms.server";
import { addToCart, changeLine, changeLinePackaging, copySharedCart, removeLines, shareCart } from "./cart.server";
import { i18n } from "./i18n.server";
import type { RouteArgs } from "./api.server";
import { redirectWithToast } from "./toast.server";

// The cart's form posts (docs/decisions/012-carts.md), shared by every page with an add-to-cart or cart-line form:
// plain posts that work without JavaScript. Success redirects back with a toast (post/redirect/get); a refusal
// answers the page's own view with the server's words next to the field and what was typed kept.

/** What a refused form answers: which form, the message, the typed value (status: the API's, 400 for a refusal). */
async function refused(args: RouteArgs, error: unknown, form: string, value: string) {
  return formFailure(args, error, ({ fieldErrors, formErrors }) => ({
    cartError: { form, message: Object.values(fieldErrors ?? {})[0]?.[0] ?? formErrors?.[0] ?? "", value } satisfies CartFormError,
  }));
}

/** The page to come back to: the form's own page (its path and query), never another site. */
function backTo(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `intent=add`: one part (`variantId`, `quantity` as typed) into the active cart. */
export async function addToCartAction(args: RouteArgs, formData: FormData) {
  const { request } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, "cart");
  const variantId = formId(formData.get("variantId"));
  const quantity = String(formData.get("quantity") ?? "").trim();
  const form = `add-${variantId ?? 0}`;
  if (variantId === null)
    return data({ cartError: { form, message: t("badForm"), value: quantity } satisfies CartFormError }, { status: 400 });
  let added: Awaited<ReturnType<typeof addToCart>>;
  try {
    added = await addToCart(args, [{ variantId, quantity }]);
  } catch (error) {
    return refused(args, error, form, quantity);
  }
  const [item] = added.answer.items;
  const headers = added.setCookie ? { "Set-Cookie": added.setCookie } : undefined;
  if (!item?.added) {
    return data({ cartError: { form, message: item?.message ?? "", value: quantity } satisfies CartFormError }, { status: 400, headers });
  }
  const line = added.answer.cart.slots.normal.find((candidate) => candidate.variantId === variantId);
  return redirectWithToast(
    backTo(request),
    {
      type: "success",
      title: t("toast.added"),
      description: t("toast.addedText", { mpn: line?.mpn ?? "", quantity }),
      link: { href: pathFor("shoppingCart", locale), label: t("toast.viewCart") },
    },
    { headers },
  );
}

/** The cart page's other intents: a line's quantity or reference, removing a line or every line. */
export async function cartLineAction(args: RouteArgs, formData: FormData, intent: string) {
  const { request } = args;
  const t = await i18n.getFixedT(request, "cart");
  const cartId = formId(formData.get("cartId"));
  const lineId = formId(formData.get("lineId")) ?? 0;
  const done = (title: string) => redirectWithToast(backTo(request).replace(/\?.*$/, ""), { type: "success", title });
  if (intent === "update") {
    const quantity = String(formData.get("quantity") ?? "").trim();
    try {
      await changeLine(args, cartId, lineId, { quantity });
    } catch (error) {
      return refused(args, error, `line-${lineId}`, quantity);
    }
    return done(t("toast.updated"));
  }
  if (intent === "reference") {
    const customerReference = String(formData.get("customerReference") ?? "");
    try {
      await changeLine(args, cartId, lineId, { customerReference });
    } catch (error) {
      return refused(args, error, `reference-${lineId}`, customerReference);
    }
    return done(t("toast.updated"));
  }
  if (intent === "package") {
    const variantId = formId(formData.get("variantId")) ?? 0;
    try {
      await changeLinePackaging(args, cartId, lineId, variantId);
    } catch (error) {
      return refused(args, error, `package-${lineId}`, String(variantId));
    }
    return done(t("toast.updated"));
  }
  if (intent === "share" && cartId !== null) {
    try {
      const { token, expiresAt } = await shareCart(args, cartId);
      const url = new URL(pathFor("sharedCart", localeFromPath(new URL(request.url).pathname), { token }), request.url);
      return data({ shareLink: { url: url.toString(), expiresAt } });
    } catch (error) {
      return refused(args, error, "share", "");
    }
  }
  if (intent === "remove" || intent === "remove-all") {
    try {
      await removeLines(args, cartId, intent === "remove-all" ? { lineIds: [], all: true } : { lineIds: [lineId] });
    } catch (error) {
      return refused(args, error, intent === "remove-all" ? "remove-all" : `line-${lineId}`, "");
    }
    return done(t(intent === "remove-all" ? "toast.emptied" : "toast.removed"));
  }
  return data({ cartError: { form: "cart", message: t("badForm"), value: "" } satisfies CartFormError }, { status: 400 });
}

/** The action of a page with add-to-cart forms: `intent=add` only. */
export async function addOnlyAction(args: RouteArgs) {
  const formData = await readForm(args.request);
  return addToCartAction(args, formData);
}

/** `intent=copy-shared` on a shared cart's page: a copy of it becomes the user's active cart, then the cart page. */
export async function copySharedAction(args: RouteArgs, token: string) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "cart");
  let copied: Awaited<ReturnType<typeof copySharedCart>>;
  try {
    copied = await copySharedCart(args, token);
  } catch (error) {
    return refused(args, error, "copy-shared", "");
  }
  const refusedParts = copied.items.filter((item) => !item.added && item.message).map((item) => item.message);
  return redirectWithToast(pathFor("shoppingCart", locale), {
    type: refusedParts.length ? "info" : "success",
    title: t("toast.copied", { name: copied.cart.name }),
    ...(refusedParts.length ? { description: refusedParts.join(" ") } : {}),
  });
}
