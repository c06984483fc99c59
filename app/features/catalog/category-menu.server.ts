import { categoryMenu as menuOperation } from "@contract/api/catalog/operations";
import type { MenuCategory } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { api, type RouteArgs } from "~/server/api.server";

/**
 * The header's category menu is the same for every visitor of a language and the API lets any cache keep it for
 * a minute (max-age=60): each storefront process keeps it that long instead of asking on every page.
 */
const MENU_MAX_AGE_MS = 60_000;

const kept = new Map<Locale, { menu: MenuCategory[]; until: number }>();
const asking = new Map<Locale, Promise<MenuCategory[] | null>>();

/**
 * The menu is decoration: with the API slow or down, pages still render (their own loaders say what failed), but a
 * page without its menu is degraded, so no cache keeps it.
 */
export async function categoryMenu(args: RouteArgs, locale: Locale): Promise<MenuCategory[]> {
  const entry = kept.get(locale);
  if (entry && entry.until > Date.now()) return entry.menu;
  // Concurrent pages of an expired language share one request.
  let pending = asking.get(locale);
  if (!pending) {
    pending = fetchMenu(args, locale).finally(() => asking.delete(locale));
    asking.set(locale, pending);
  }
  const menu = await pending;
  if (menu) return menu;
  // A failure is not kept: the next page asks again. A menu kept earlier is still better than none.
  const earlier = kept.get(locale)?.menu;
  if (!earlier) args.context.degraded = true;
  return earlier ?? [];
}

/** The menu, or null when the API did not give it. */
async function fetchMenu(args: RouteArgs, locale: Locale): Promise<MenuCategory[] | null> {
  try {
    const { data: menu } = await api(args).call(menuOperation);
    kept.set(locale, { menu, until: Date.now() + MENU_MAX_AGE_MS });
    return menu;
  } catch {
    return null;
  }
}
