import type { Locale } from "@contract/locale";

export const CURRENCIES = ["USD", "TRY", "EUR"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";
export const DEFAULT_COUNTRY = "TR";

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** The user settings of spec section 3, as GET /api/user-settings answers them. */
export interface UserSettings {
  languageCode: Locale;
  currencyCode: CurrencyCode;
  countryCode: string;
  timestamp: number;
  isAuthenticated: boolean;
}
