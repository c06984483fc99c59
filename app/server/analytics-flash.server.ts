import { createCookie } from "@remix-run/node";
import * as z from "zod";
import type { Cart, CartLine } from "@contract/api/carts/schemas";
import type { ProductListItem } from "@contract/api/catalog/schemas";
import { cartLines } from "~/features/cart/cart-lines";
import { cartLineItem, partItem, type AnalyticsItem, type FormEvent } from "~/lib/analytics";
import { secureCookies } from "./env.server";

// Every post that is an analytics event (a sign-in, a sign-up, an add to a cart or to the favorites and wish lists,
// a form sent) ends in a redirect, so that it works as a plain form post without scripts: the action leaves the event
// in this one-time cookie and the next page's scripts push it (root.tsx, components/pending-analytics-event.tsx,
// lib/analytics.ts). A fetcher's post works the same way: the root loader it reloads reads the cookie. Without scripts
// nothing is pushed and the cookie is spent. The items are built on the server from the API's answer, never from the
// form (docs/decisions/052-analytics-events.md).

/** Spec §6's login method labels by user type. */
export const LOGIN_METHODS = { b2b: "B2B_Login", b2c: "B2C_Login" } as const;

const itemSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_brand: z.string(),
  item_variant: z.string().optional(),
  slot_id: z.string().optional(),
  reference_code: z.string().optional(),
  price: z.number().optional(),
  extended_price: z.number().optional(),
  quantity: z.number(),
  index: z.number(),
  project_id: z.number().optional(),
  project_name: z.string().optional(),
  customer_reference: z.string().optional(),
}) satisfies z.ZodType<AnalyticsItem>;

/** In the cookie an item is its values in this order (null for an absent one): a cookie holds about 4 KB. */
const ITEM_KEYS = Object.keys(itemSchema.shape) as Array<keyof AnalyticsItem>;
const packedItem = z
  .array(z.union([z.string(), z.number(), z.null()]))
  .transform((values) => Object.fromEntries(ITEM_KEYS.flatMap((key, at) => (values[at] == null ? [] : [[key, values[at]]]))))
  .pipe(itemSchema);
const packItem = (item: AnalyticsItem) => ITEM_KEYS.map((key) => item[key] ?? null);

const pendingEvent = z.discriminatedUnion("event", [
  z.object({ event: z.literal("login"), method: z.enum(["B2B_Login", "B2C_Login"]), userType: z.enum(["b2b", "b2c"]) }),
  z.object({ event: z.literal("sign_up"), method: z.enum(["B2B_Signup", "B2C_Signup"]), userType: z.enum(["b2b", "b2c"]) }),
  z.object({ event: z.enum(["add_to_cart", "add_to_wishlist"]), currency: z.string(), items: z.array(packedItem).min(1) }),
  z.object({ event: z.enum(["generate_lead", "form_submit"]), formName: z.string() }),
]);
export type PendingAnalyticsEvent = z.output<typeof pendingEvent>;

const flash = createCookie("analytics-event", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 });

/** What a browser keeps of one cookie (name and value), with room for its attributes. */
const COOKIE_BYTES = 3800;

/**
 * The Set-Cookie that leaves the event for the next page. An add of more parts than one cookie carries (about 20)
 * reports the first of them.
 */
export async function analyticsEventCookie(event: PendingAnalyticsEvent): Promise<string> {
  const serialize = (value: unknown) => flash.serialize(value, { secure: secureCookies() });
  if (!("items" in event)) return serialize(event);
  let items = event.items;
  for (;;) {
    const cookie = await serialize({ ...event, items: items.map(packItem) });
    if (cookie.length <= COOKIE_BYTES || items.length === 1) return cookie;
    items = items.slice(0, -1);
  }
}

/** Reads the event once: the returned cookie clears it. */
export async function readAnalyticsEvent(request: Request): Promise<{ event: PendingAnalyticsEvent | null; setCookie: string | null }> {
  const stored: unknown = await flash.parse(request.headers.get("Cookie"));
  if (!stored) return { event: null, setCookie: null };
  const parsed = pendingEvent.safeParse(stored);
  const setCookie = await flash.serialize("", { maxAge: 0, secure: secureCookies() });
  return { event: parsed.success ? parsed.data : null, setCookie };
}

/**
 * The add_to_cart of a post that put parts in the active cart (every way of adding: the add form, a project's items,
 * a wish list moved, an offer accepted, a shared cart copied, the special products): the lines of the API's cart that
 * `added` picks, as the API priced them, each with its place in the cart. Null when none went in.
 */
export async function addedToCartCookie(cart: Cart, added: (line: CartLine) => boolean): Promise<string | null> {
  const items = cartLines(cart).flatMap((line, index) => (added(line) ? [cartLineItem(line, index)] : []));
  if (items.length === 0) return null;
  return analyticsEventCookie({ event: "add_to_cart", currency: cart.totals.primary.currency, items });
}

/** The add_to_wishlist of parts the API took into the favorites or a wish list, each at its quantity there. */
export async function addedToWishlistCookie(added: Array<{ part: ProductListItem; quantity: number }>): Promise<string | null> {
  if (added.length === 0) return null;
  const items = added.map(({ part, quantity }, index) => partItem(part, quantity, index));
  return analyticsEventCookie({ event: "add_to_wishlist", currency: added[0].part.currency, items });
}

/** The headers that leave an event (none when there is none to leave). */
export const eventHeaders = (cookie: string | null): HeadersInit | undefined => (cookie ? { "Set-Cookie": cookie } : undefined);

/** A form the server accepted: its lead (or other form) event, by the form's name. */
export const formSentCookie = (formName: string, event: FormEvent = "generate_lead") => analyticsEventCookie({ event, formName });
