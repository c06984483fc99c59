import { createCookie } from "@remix-run/node";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@contract/locale";
import { DEFAULT_CURRENCY, isCurrency, type CurrencyCode } from "@contract/limits";
import { DEFAULT_COUNTRY, type UserSettings } from "~/lib/settings";
import { secureCookies } from "./env.server";
import { getSession, sessionTokens } from "./session.server";

const settingsCookie = createCookie("user-settings", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 7 });

/** Settings from the cookie; missing or invalid values fall back to the defaults (docs/spec.md §1). */
export async function readUserSettings(request: Request, locale: Locale = DEFAULT_LOCALE): Promise<UserSettings> {
  const stored = (await settingsCookie.parse(request.headers.get("Cookie"))) as Partial<UserSettings> | null;
  const session = await getSession(request);
  return {
    languageCode: isLocale(stored?.languageCode) ? stored.languageCode : locale,
    currencyCode: isCurrency(stored?.currencyCode) ? stored.currencyCode : DEFAULT_CURRENCY,
    countryCode: typeof stored?.countryCode === "string" && /^[A-Z]{2}$/.test(stored.countryCode) ? stored.countryCode : DEFAULT_COUNTRY,
    timestamp: typeof stored?.timestamp === "number" ? stored.timestamp : Date.now(),
    isAuthenticated: sessionTokens(session) !== null,
  };
}

export async function writeUserSettings(settings: UserSettings): Promise<string> {
  return settingsCookie.serialize({ ...settings, timestamp: Date.now() }, { secure: secureCookies() });
}

export function withCurrency(settings: UserSettings, currencyCode: CurrencyCode): UserSettings {
  return { ...settings, currencyCode };
}

/** The cookie settings with the account's saved choices, after the settings page saved them at the API. */
export function withAccountSettings(
  settings: UserSettings,
  account: Pick<UserSettings, "languageCode" | "currencyCode" | "countryCode">,
): UserSettings {
  return { ...settings, languageCode: account.languageCode, currencyCode: account.currencyCode, countryCode: account.countryCode };
}
