/** A cart form's refusal as the page shows it: which form (`add-<variantId>`, `line-<id>`…), the server's words, what was typed. */
export interface CartFormError {
  form: string;
  message: string;
  value: string;
}

/** The refusal of one form from an action's answer, if it is that form's. */
export function cartErrorOf(answer: unknown, form: string): CartFormError | null {
  const error = (answer as { cartError?: CartFormError } | undefined)?.cartError;
  return error && error.form === form ? error : null;
}
