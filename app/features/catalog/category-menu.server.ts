import { categoryMenu as menuOperation } from "@contract/api/catalog/operations";
import type { MenuCategory } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { api, type RouteArgs } from "~/server/api.server";
import { sharedAnswers } from "~/server/shared-answers.server";

/**
 * The header's category menu is the same for every visitor of a language and the API lets any cache keep it for
 * a minute (max-age=60): each storefront process keeps it that long instead of asking on every page.
 */
const MENU_MAX_AGE_MS = 60_000;

const menus = sharedAnswers<MenuCategory[]>(MENU_MAX_AGE_MS);

/**
 * The menu is decoration: with the API slow or down, pages still render (their own loaders say what failed), but a
 * page without its menu is degraded, so no cache keeps it.
 */
export async function categoryMenu(args: RouteArgs, locale: Locale): Promise<MenuCategory[]> {
  const menu = await menus.get(locale, () => fetchMenu(args));
  if (!menu) args.context.degraded = true;
  return menu ?? [];
}

/** The menu, or null when the API did not give it. */
async function fetchMenu(args: RouteArgs): Promise<MenuCategory[] | null> {
  try {
    return (await api(args).call(menuOperation)).data;
  } catch {
    return null;
  }
}
