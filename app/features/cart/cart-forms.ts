import type { Locale } from "@contract/locale";

// What the cart's forms and their actions agree on (docs/decisions/012-carts.md): the `intent` of each post (the
// spec's action types), the refusal a page shows next to a field, and the answer a script gets.

/** Every cart post names what it does; the cart page and "your carts" accept all of them. */
export const CART_INTENTS = {
  add: "add",
  updateSlots: "update-slots",
  customerNumber: "customer-number",
  package: "package",
  remove: "remove",
  share: "share",
  create: "create",
  rename: "rename",
  delete: "delete",
  save: "save",
  unsave: "unsave",
  setActiveCart: "set-active-cart",
  copyShared: "copy-shared",
} as const;

/** The cart page's form that line checkboxes belong to (`form=`): "remove selected" asks first, then posts. */
export const SELECTION_FORM_ID = "cart-selection";

/** The form id of a refusal that belongs to no one form (an unknown intent): shown above the cart. */
export const CART_FORM = "cart";

/** Where a script posts a cart form to get a CartPostAnswer (features/cart/routes/shopping-cart.ts), in a page's language. */
export const cartApiPath = (locale: Locale) => `/api/shoppingCart?lng=${locale}`;

/** A cart form's refusal as the page shows it: which form (`add-<variantId>`, `line-<id>`…), the server's words, what was typed. */
export interface CartFormError {
  form: string;
  message: string;
  value: string;
}

/** The spec's answer to a cart post made by a script: whether it went through, the words for it, each part asked for. */
export interface CartPostAnswer {
  success: boolean;
  message: string;
  data: { items: Array<{ variantId: number; isAvailable: boolean }> };
  cartError?: CartFormError;
}

/** The refusal of one form from an action's answer, if it is that form's. */
export function cartErrorOf(answer: unknown, form: string): CartFormError | null {
  const error = (answer as { cartError?: CartFormError } | undefined)?.cartError;
  return error && error.form === form ? error : null;
}
