import { useTranslation } from "~/lib/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { HydrateInTurn } from "~/lib/hydration-turns";
import type { ProductCardGroup } from "~/features/catalog/product-card";
import { formatQuantity } from "~/lib/format";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import type { HomeCatalog } from "~/features/catalog/home-catalog.server";
import { ProductCards } from "./product-cards";
import { ProductThumb } from "./product-thumb";

function Section({ id, title, children, action }: { id: string; title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Groups({ locale, groups }: { locale: Locale; groups: ProductCardGroup[] }) {
  const withProducts = groups.filter((group) => group.products.length > 0);
  return (
    <>
      {withProducts.map((group) => (
        <div key={group.id} className="mt-3">
          {withProducts.length > 1 && <h3 className="text-base font-semibold text-gray-800">{group.name}</h3>}
          <ProductCards locale={locale} items={group.products} />
        </div>
      ))}
    </>
  );
}

const hasProducts = (groups: ProductCardGroup[]) => groups.some((group) => group.products.length > 0);

/** Home page sections from the catalog: featured categories, discounted products, specials, brands, recently viewed. */
export function HomeCatalogSections({ locale, catalog }: { locale: Locale; catalog: HomeCatalog }) {
  const { t } = useTranslation("catalog");
  return (
    <>
      {catalog.lastViewed.length > 0 && (
        <Section id="home-last-viewed" title={t("home.lastViewed")}>
          <ProductCards locale={locale} items={catalog.lastViewed} />
        </Section>
      )}
      {catalog.featured.length > 0 && (
        <Section id="home-featured" title={t("home.featured")}>
          <HydrateInTurn>
            <ul className="mt-3 grid gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {catalog.featured.map((category) => (
                <li key={category.id}>
                  <RouteLink
                    to={pathFor("category", locale, { id: category.id })}
                    className="flex h-full flex-col items-center gap-1 rounded border border-gray-200 bg-white p-3 text-center hover:border-primary-600"
                  >
                    <ProductThumb src={category.imagePath} alt="" size={56} />
                    <span className="text-sm font-medium text-primary-800">{category.name}</span>
                    <span className="tabular text-xs text-gray-600">{formatQuantity(category.productCount, locale)}</span>
                  </RouteLink>
                </li>
              ))}
            </ul>
          </HydrateInTurn>
        </Section>
      )}
      {hasProducts(catalog.discounted) && (
        <Section id="home-discounted" title={t("home.discounted")}>
          <Groups locale={locale} groups={catalog.discounted} />
        </Section>
      )}
      {hasProducts(catalog.specials) && (
        <Section id="home-specials" title={t("home.specials")}>
          <Groups locale={locale} groups={catalog.specials} />
        </Section>
      )}
      {catalog.brands.length > 0 && (
        <Section
          id="home-brands"
          title={t("home.brands")}
          action={
            <RouteLink to={pathFor("manufacturers", locale)} className="text-sm font-medium text-primary-700 underline">
              {t("home.allBrands")}
            </RouteLink>
          }
        >
          <HydrateInTurn>
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {catalog.brands.map((brand) => (
                <li key={brand.id}>
                  <RouteLink
                    to={pathFor("manufacturer", locale, { name: brand.slug })}
                    className="flex h-full flex-col items-center justify-center gap-1 rounded border border-gray-200 bg-white p-2 hover:border-primary-600"
                  >
                    {/* A wordmark is wide: shown at its own proportions, at least 40 px high, so its letters read. */}
                    {brand.logoPath && (
                      <img
                        src={brand.logoPath}
                        alt=""
                        loading="lazy"
                        width={160}
                        height={40}
                        className="h-10 w-auto max-w-full object-contain"
                      />
                    )}
                    <span className="max-w-full truncate text-sm font-medium text-primary-800">{brand.name}</span>
                  </RouteLink>
                </li>
              ))}
            </ul>
          </HydrateInTurn>
        </Section>
      )}
    </>
  );
}
