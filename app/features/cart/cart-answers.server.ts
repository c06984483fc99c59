import { data, redirect } from "@remix-run/node";
import type { CartFormError, CartPostAnswer } from "./cart-forms";
import type { Toast } from "~/lib/toast";
import type { RouteArgs } from "~/server/api.server";
import { toastCookie } from "~/server/toast.server";

// How a cart post answers (docs/decisions/012-carts.md): posted to a page, success redirects back with a toast
// (post/redirect/get) and a refusal answers the page's own view with the server's words next to the field and what
// was typed kept. Posted to POST /api/shoppingCart (the fetchers, or curl), it answers the spec's JSON,
// `{ success, message, data: { items: [{ variantId, isAvailable }] } }`, with the toast set for the page it reloads.

type Items = CartPostAnswer["data"]["items"];

/** The spec's items of an API answer: each part asked for and whether it can be ordered. */
export const answerItems = (items: ReadonlyArray<{ variantId: number; isAvailable: boolean }>): Items =>
  items.map(({ variantId, isAvailable }) => ({ variantId, isAvailable }));

/** One cart post: the route's arguments, the form, and whether it answers JSON (the resource route) or a page. */
export interface CartPost {
  args: RouteArgs;
  formData: FormData;
  json: boolean;
}

/** The page to come back to: the form's own page (its path and query), never another site. */
export function backTo(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A post that went through: the toast for the next page, and a redirect there (or the answer, for a script). */
export async function succeeded(
  post: CartPost,
  toast: Omit<Toast, "id">,
  { items = [], to = backTo(post.args.request), headers }: { items?: Items; to?: string; headers?: HeadersInit } = {},
) {
  const allHeaders = new Headers(headers);
  allHeaders.append("Set-Cookie", await toastCookie(toast));
  if (!post.json) return redirect(to, { status: 303, headers: allHeaders });
  const message = [toast.title, toast.description].filter(Boolean).join(" ");
  return data({ success: true, message, data: { items } } satisfies CartPostAnswer, { headers: allHeaders });
}

/** A refusal shown next to the form that was sent (`form`), the typed value kept. */
export function refusedAnswer(cartError: CartFormError, items: Items = [], init?: ResponseInit) {
  return data({ success: false, message: cartError.message, data: { items }, cartError } satisfies CartPostAnswer, {
    status: 400,
    ...init,
  });
}
