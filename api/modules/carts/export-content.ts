import type { Cart, CartLine } from "@contract/api/carts/schemas";
import { unitPriceDecimals } from "@contract/price-display";
import type { ApiLocale } from "../../lib/locale";
import { text, type TextKey } from "../../lib/messages";

/** What a cart export shows: the cart as the API answers it, in the caller's language and currency, on a day. */
export interface CartExport {
  cart: Cart;
  storeName: string;
  locale: ApiLocale;
  date: Date;
}

/** The store's days are Turkey's: a cart exported at 01:00 in Istanbul carries that day, not the UTC one. */
export const STORE_TIME_ZONE = "Europe/Istanbul";
const LOCALE_TAGS: Record<ApiLocale, string> = { tr: "tr-TR", en: "en-GB" };

/** yyyy-mm-dd in the store's time zone, for a file's name and a spreadsheet's date cells. */
export const isoDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE }).format(date);

/** Every line of the cart: normal parts first, then each project's. */
export const exportLines = (cart: Cart): CartLine[] => [...cart.slots.normal, ...cart.slots.projects.flatMap((project) => project.lines)];

/** The day as the reader's language writes it, for the document's heading. */
export const displayDay = (date: Date, locale: ApiLocale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: STORE_TIME_ZONE }).format(date);

/** A moment as the reader's language writes it, with the store's time of day: an unpaid order's deadline. */
export const displayDateTime = (date: Date, locale: ApiLocale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeStyle: "short", timeZone: STORE_TIME_ZONE }).format(date);

/**
 * A decimal string of the API ("1234.5600", a quantity "2000") as the reader's language writes it, with
 * `min`–`max` decimals. Intl reads a string as an exact decimal, so no binary float ever touches a figure.
 */
export function displayDecimal(value: string, locale: ApiLocale, min = 2, max = 2): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: min, maximumFractionDigits: max });
  return format.format(value as `${number}`);
}

/**
 * A unit price of the API (already rounded by the display rule) with exactly the decimals the rule shows for its size,
 * as every page shows it (docs/decisions/010-price-display.md): "2,22280", "12,5000", "1.500,00".
 */
export function displayUnitPrice(value: string, locale: ApiLocale): string {
  const decimals = unitPriceDecimals(Number(value));
  return displayDecimal(value, locale, decimals, decimals);
}

export type ExportKey = Extract<TextKey, `cartExport.${string}`> extends `cartExport.${infer Key}` ? Key : never;

/** A text of the export (locales/<language>/api.json, section cartExport). */
export const exportText = (key: ExportKey, locale: ApiLocale, values?: Record<string, string | number>) =>
  text(`cartExport.${key}`, locale, values);

/** A decimal string that is zero ("0.00"): a discount of nothing is not shown. */
export const isZero = (value: string) => /^-?0+(\.0+)?$/.test(value);

/** The totals an export shows, in the primary currency: the discount only when there is one. */
export function exportTotals(cart: Cart): Array<{ key: ExportKey; value: string }> {
  const totals = cart.totals.primary;
  return [
    { key: "subtotal", value: totals.subtotal },
    ...(isZero(totals.discount) ? [] : [{ key: "discount" as const, value: totals.discount }]),
    { key: "tax", value: totals.tax },
    { key: "total", value: totals.total },
  ];
}
