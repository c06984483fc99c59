import type { z } from "zod";
import { AppError } from "./errors";
import type { ApiLocale } from "./locale";
import { issueText, message } from "./messages";

/** Validates input that did not pass through a route schema (multipart fields) with the same 400 envelope. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, locale: ApiLocale): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.join(".") || "body";
    return { field, message: issueText(issue.message, locale) };
  });
  const summary = errors.map((item) => `${item.field}: ${item.message}`).join("; ");
  throw new AppError(400, `${message("validation", locale)}: ${summary}`, errors);
}
