import * as z from "zod";
import { confirmNotificationBody } from "@contract/api/current-account/schemas";
import { ignoreTransferBody, reassignTransferBody, statementUploadBody } from "@contract/api/reconciliation/schemas";
import { STATEMENT_LIMITS } from "@contract/api/reconciliation/values";

// Bank reconciliation's forms (docs/decisions/038-bank-reconciliation.md): the API's bodies, with the statement file
// the upload adds and the transfer each decision is about.

/** Marks a statement the storefront did not read to its end (over the API's limit: refused without sending it). */
export const STATEMENT_TOO_LARGE = "statement-too-large";

const statementFile = z.any().transform((value: unknown, context) => {
  if (value === STATEMENT_TOO_LARGE || (value instanceof File && value.size > STATEMENT_LIMITS.maxBytes)) {
    context.addIssue({ code: "custom", message: "errors.tooLarge" });
    return z.NEVER;
  }
  // An empty file field (nothing chosen) sends a nameless file of no bytes.
  if (!(value instanceof File) || value.size === 0) {
    context.addIssue({ code: "custom", message: "validation.required" });
    return z.NEVER;
  }
  return value;
});

export const statementUploadForm = statementUploadBody.extend({ statement: statementFile });

const transferId = z.coerce.number<number>().int().positive();

export const confirmMatchForm = z.object({ transferId, orderId: z.coerce.number<number>().int().positive() });
export const reassignForm = reassignTransferBody.extend({ transferId });
export const ignoreForm = ignoreTransferBody.extend({ transferId });
/** A customer's payment notification used to confirm one of its orders' transfer (docs/decisions/050-current-account-self-service.md). */
export const confirmNotificationForm = confirmNotificationBody.extend({ notificationId: z.coerce.number<number>().int().positive() });

export const RECONCILIATION_INTENTS = ["upload", "confirm", "reassign-review", "reassign", "ignore", "confirm-notification"] as const;
export type ReconciliationIntent = (typeof RECONCILIATION_INTENTS)[number];
