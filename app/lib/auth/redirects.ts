import { isLocalPath, matchPage, pathFor } from "@contract/paths";
import { localeFromPath, type Locale } from "@contract/locale";

/** Where a sign-in goes next: a local path of this site only, else the fallback (no open redirect). */
export function safeRedirect(redirectTo: unknown, fallback: string): string {
  return isLocalPath(redirectTo) ? redirectTo : fallback;
}

/** The marker query of the home page a sign-out sends the user to. */
export const SIGNED_OUT_QUERY = { signedOut: "1" } as const;

const startsWithPath = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Pages that only make sense to the signed-in user: they tell them they are signed in or show what is theirs. */
const SIGNED_IN_PAGE_KEYS = ["registerB2cCongratz", "registerB2bCongratz", "savedBoms"];

/** Cart (with its checkout steps), dashboard, order-success and sign-up welcome pages belong to the signed-in user. */
function isPrivatePage(pathname: string, locale: Locale): boolean {
  if (startsWithPath(pathname, pathFor("dashboard", locale)) || startsWithPath(pathname, pathFor("shoppingCart", locale))) return true;
  const key = matchPage(pathname)?.key;
  return key !== undefined && (key.startsWith("orderSuccess") || SIGNED_IN_PAGE_KEYS.includes(key));
}

/**
 * The page after sign-out (docs/spec.md §2): from a private page home with a marker query, from any
 * other page of this site back where the user was.
 */
export function pathAfterSignOut(from: unknown): string {
  if (!isLocalPath(from)) return pathFor("home", "tr", {}, SIGNED_OUT_QUERY);
  const pathname = from.split(/[?#]/)[0] || "/";
  const locale = localeFromPath(pathname);
  return isPrivatePage(pathname, locale) ? pathFor("home", locale, {}, SIGNED_OUT_QUERY) : from;
}

/** The login page of a language, remembering where to come back to. */
export function loginPath(locale: Locale, redirectTo?: string): string {
  return pathFor("login", locale, {}, isLocalPath(redirectTo) ? { redirectTo } : undefined);
}
