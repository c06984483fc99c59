import type { SubmissionResult } from "@conform-to/react";

// What the "your carts" page's forms and its action agree on: the intents (plain posts that work without
// JavaScript) and the id of each conform form, so that an answer is shown by the form that was sent only.

export const CREATE_CART_INTENT = "create-cart";
export const RENAME_CART_INTENT = "rename-cart";
export const DELETE_CART_INTENT = "delete-cart";
/** The spec's action type for choosing the active cart. */
export const ACTIVATE_CART_INTENT = "set-active-cart";

export const CREATE_FORM_ID = "create-cart";
export const renameFormId = (cartId: number) => `rename-cart-${cartId}`;

/** An action's answer that stays on the page: the form it is for, conform's reply, or a message above the forms. */
export interface YourCartsReply {
  form: string;
  result: SubmissionResult<string[]> | null;
  error: string | null;
}

/** conform's reply in an action's answer, if the answer is for `form`. */
export function replyOf(answer: YourCartsReply | undefined, form: string): SubmissionResult<string[]> | undefined {
  return answer?.form === form ? (answer.result ?? undefined) : undefined;
}
