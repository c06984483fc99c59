import type { SubmissionResult } from "@conform-to/react";

// What the "your carts" page's forms and its action agree on (the intents are cart-forms.ts's): the id of each
// conform form, so that an answer is shown by the form that was sent only.

export const CREATE_FORM_ID = "create-cart";
export const renameFormId = (cartId: number) => `rename-cart-${cartId}`;

/** A name form's refused answer: the form it is for and conform's reply. */
export interface YourCartsReply {
  form: string;
  result: SubmissionResult<string[]> | null;
}

const asReply = (answer: unknown) => (answer && typeof answer === "object" && "form" in answer ? (answer as YourCartsReply) : undefined);

/** conform's reply in an action's answer (the cart action answers other shapes too), if the answer is for `form`. */
export function replyOf(answer: unknown, form: string): SubmissionResult<string[]> | undefined {
  const reply = asReply(answer);
  return reply?.form === form ? (reply.result ?? undefined) : undefined;
}
