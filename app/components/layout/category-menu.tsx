import { useTranslation } from "~/lib/i18n/use-translation";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { RouteLink } from "~/components/route-link";
import type { MenuCategory } from "@contract/api/catalog/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

function CategoryLink({ category, locale, className }: { category: MenuCategory; locale: Locale; className: string }) {
  return (
    <RouteLink to={pathFor("category", locale, { id: category.id })} className={className}>
      {category.name}
    </RouteLink>
  );
}

/** Desktop: a bar whose sub-lists open on hover or keyboard focus. Mobile: a <details> that opens without JavaScript. */
export function CategoryMenu({ categories, locale }: { categories: MenuCategory[]; locale: Locale }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t("menu.categories")} className="border-b border-gray-200 bg-white">
      <details className="mx-auto max-w-7xl px-4 md:hidden">
        <summary className="cursor-pointer py-2 text-sm font-semibold text-primary-800">{t("menu.categories")}</summary>
        <HydrateInTurn>
          <ul className="pb-3">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryLink category={category} locale={locale} className="block py-1.5 text-sm text-gray-800 hover:text-primary-700" />
              </li>
            ))}
          </ul>
        </HydrateInTurn>
      </details>
      <ul className="mx-auto hidden max-w-7xl flex-wrap gap-x-1 px-4 md:flex">
        {categories.map((category) => (
          // A turn holds one element: Preact resumes a part of several elements by moving them (decision 067).
          <HydrateInTurn key={category.id}>
            <li className="group relative">
              <CategoryLink
                category={category}
                locale={locale}
                className="block px-2 py-2 text-sm font-medium text-gray-800 hover:text-primary-700"
              />
              {category.children.length > 0 && (
                <ul className="absolute left-0 top-full z-20 hidden min-w-56 rounded-b border border-gray-200 bg-white py-1 shadow-lg group-focus-within:block group-hover:block">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <CategoryLink
                        category={child}
                        locale={locale}
                        className="block px-3 py-1.5 text-sm text-gray-700 hover:bg-primary-50 hover:text-primary-800"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </HydrateInTurn>
        ))}
      </ul>
    </nav>
  );
}
