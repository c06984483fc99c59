import { approveReturnBody, disposeLineBody, refundReturnBody, rejectReturnBody } from "@contract/api/returns/desk-schemas";

// The returns desk's forms: the API's bodies as they are (docs/decisions/039-returns-desk.md). Receiving carries no
// fields; a line's form carries its line number beside the body.

export const approveForm = approveReturnBody;
export const rejectForm = rejectReturnBody;
export const refundForm = refundReturnBody;
export const disposeForm = disposeLineBody;

/** The intents of the return page's forms; `refund-review` is the refund's first step, `refund` its confirmation. */
export const RETURN_INTENTS = ["approve", "reject", "receive", "refund-review", "refund", "dispose"] as const;
export type ReturnIntent = (typeof RETURN_INTENTS)[number];
