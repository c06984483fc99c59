import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";

/** An order that cannot be placed: the status and the reason in the buyer's language. */
export const refuse = (status: number, key: TextKey, locale: ApiLocale, values: Record<string, string | number> = {}) =>
  new AppError(status, text(key, locale, values));
