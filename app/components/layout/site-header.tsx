import { useTranslation } from "~/lib/i18n/use-translation";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { RouteLink } from "~/components/route-link";
import type { MenuCategory } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import type { CurrencyCode } from "@contract/limits";
import { AccountMenu } from "~/features/account/components/account-menu";
import { CategoryMenu } from "./category-menu";
import { CurrencySwitch } from "./currency-switch";
import { LanguageSwitch } from "./language-switch";
import { SearchBox } from "./search-box";

export interface HeaderProps {
  locale: Locale;
  storeName: string;
  currency: CurrencyCode;
  user: { name: string } | null;
  cartCount: number | null;
  categories: MenuCategory[];
  searchTerm: string;
}

export function SiteHeader({ locale, storeName, currency, user, cartCount, categories, searchTerm }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header>
      <div className="bg-primary-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <RouteLink to={pathFor("home", locale)} className="text-xl font-bold tracking-tight text-white">
            {storeName}
          </RouteLink>
          <HydrateInTurn>
            <SearchBox key={searchTerm} locale={locale} searchTerm={searchTerm} />
          </HydrateInTurn>
          {/* Wraps rather than pushing the cart off a phone's screen (a long name, the Apply button without JavaScript). */}
          <HydrateInTurn>
            <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2 md:ml-0">
              {/* A tool for the desk: on a phone the footer links it, and the header stays two rows. */}
              <RouteLink to={pathFor("bomTool", locale)} className="hidden rounded px-2 py-1 text-sm hover:bg-primary-700 md:inline-block">
                {t("pages.bomTool")}
              </RouteLink>
              <LanguageSwitch />
              <CurrencySwitch currency={currency} />
              <AccountMenu locale={locale} user={user} />
              <RouteLink to={pathFor("shoppingCart", locale)} className="rounded px-2 py-1 text-sm hover:bg-primary-700">
                {t("nav.cart")}
                {cartCount !== null && cartCount > 0 && (
                  // A status (HTML allows a label on it, not on a plain span): a count changed by an add is announced.
                  <span
                    role="status"
                    className="tabular ml-1 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold"
                    aria-label={t("nav.cartCount", { count: cartCount })}
                  >
                    {cartCount}
                  </span>
                )}
              </RouteLink>
            </div>
          </HydrateInTurn>
        </div>
      </div>
      <CategoryMenu categories={categories} locale={locale} />
    </header>
  );
}
