import type { CurrencyCode } from "@contract/limits";
import type { Locale } from "@contract/locale";

/** The country of a visitor who has not chosen one (docs/spec.md §1). */
export const DEFAULT_COUNTRY = "TR";

/** The user settings of docs/spec.md §3, as GET /api/user-settings answers them. */
export interface UserSettings {
  languageCode: Locale;
  currencyCode: CurrencyCode;
  countryCode: string;
  timestamp: number;
  isAuthenticated: boolean;
}
