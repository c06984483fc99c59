import type { z } from "zod";
import { unsafeTextPath } from "@contract/rules";
import { AppError } from "./errors";
import type { ApiLocale } from "./locale";
import { issueText, message } from "./messages";

interface FieldError {
  field: string;
  message: string;
}

function validationError(errors: FieldError[], locale: ApiLocale) {
  const summary = errors.map((item) => `${item.field}: ${item.message}`).join("; ");
  return new AppError(400, `${message("validation", locale)}: ${summary}`, errors);
}

/**
 * Refuses an input holding a string that is not safe text (contract/rules.ts), whatever field it is in: the 400
 * names the field. `parts` are the parsed body, query and parameters; a body that is itself a string is "body".
 */
export function refuseUnsafeText(parts: unknown[], locale: ApiLocale) {
  for (const part of parts) {
    const field = unsafeTextPath(part);
    if (field !== null)
      throw validationError([{ field: field || "body", message: issueText("validation.unsafeCharacters", locale) }], locale);
  }
}

/** Validates input that did not pass through a route schema (multipart fields) with the same 400 envelope. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, locale: ApiLocale): z.output<T> {
  refuseUnsafeText([value], locale);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issueText(issue.message, locale) }));
  throw validationError(errors, locale);
}
