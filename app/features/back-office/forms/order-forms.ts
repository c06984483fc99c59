import { cancelByStaffBody, confirmTransferBody, shipOrderBody } from "@contract/api/orders-desk/schemas";

// The orders desk's forms: the API's bodies as they are (issue 32 item 3). Prepare and deliver carry no fields.

export const transferForm = confirmTransferBody;
export const shipForm = shipOrderBody;
export const cancelForm = cancelByStaffBody;

/** The intents of the order page's forms; `cancel-review` is the cancel's first step, `cancel` its confirmation. */
export const ORDER_INTENTS = ["transfer", "prepare", "ship", "deliver", "cancel-review", "cancel", "resend-refund"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];
