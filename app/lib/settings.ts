import type { Locale } from "@contract/locale";

import type { CurrencyCode } from "@contract/limits";

export { CURRENCIES, DEFAULT_CURRENCY, isCurrency, type CurrencyCode } from "@contract/limits";
export const DEFAULT_COUNTRY = "TR";

/** The user settings of spec section 3, as GET /api/user-settings answers them. */
export interface UserSettings {
  languageCode: Locale;
  currencyCode: CurrencyCode;
  countryCode: string;
  timestamp: number;
  isAuthenticated: boolean;
}
