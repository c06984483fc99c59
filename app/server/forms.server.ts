import type { SubmissionResult } from "@conform-to/react";
import { HONEYPOT_FIELD } from "~/lib/forms/fields";
import { ApiError } from "./api.server";

/** A bot filled the hidden field: answer as if all went well and keep nothing. */
export function isBotSubmission(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

/** The API's 400 errors go next to the fields they name; anything else is a form-level message. */
export function apiErrorReply(
  error: unknown,
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  fallbackMessage: string,
) {
  if (error instanceof ApiError && error.status === 400 && error.errors.some((item) => item.field)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const item of error.errors) {
      if (item.field) (fieldErrors[item.field] ??= []).push(item.message);
    }
    return reply({ fieldErrors });
  }
  return reply({ formErrors: [fallbackMessage] });
}
