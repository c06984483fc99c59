import { accountTermsBody, customerStateBody, manualPostingBody, reversePostingBody } from "@contract/api/customers/schemas";

// The customers and credit desk's forms: the API's bodies as they are (issue 32 item 7).

export const reasonForm = customerStateBody;
export const termsForm = accountTermsBody;
export const postingForm = manualPostingBody;
export const reverseForm = reversePostingBody;

/** The customer page's intents: a deactivation is reviewed first (`deactivate-review`), then confirmed. */
export const CUSTOMER_INTENTS = ["deactivate-review", "deactivate", "reactivate"] as const;
export type CustomerIntent = (typeof CUSTOMER_INTENTS)[number];

/** The current account page's intents: a reversal's reason is asked on its own confirmation step (`?reverse=`). */
export const ACCOUNT_INTENTS = ["terms", "posting", "reverse"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
