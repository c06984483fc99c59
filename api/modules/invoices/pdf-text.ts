import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";

type InvoiceKey = Extract<TextKey, `invoice.${string}`> extends `invoice.${infer Key}` ? Key : never;

/** A text of the invoice (locales/<language>/api.json, section invoice). */
export const invoiceText = (key: InvoiceKey, locale: ApiLocale, values?: Record<string, string | number>) =>
  text(`invoice.${key}`, locale, values);
