import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { SearchFacets } from "@contract/api/catalog/schemas";
import { toggleLinks, type ListLocation } from "~/lib/list-query";
import type { Locale } from "@contract/locale";
import { FacetLink, FacetLinks } from "./facet-links";
import { RangeFilter } from "./range-filter";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { rangeBounds } from "~/features/catalog/product-list-query";

/** The product list's filters: availability, manufacturer, packaging, then the category's properties. */
export function ListFilters({
  locale,
  facets,
  optionCounts,
}: {
  locale: Locale;
  facets: SearchFacets;
  optionCounts: Record<string, number>;
}) {
  const { t } = useTranslation("catalog");
  const { pathname, search } = useLocation();
  // Every filter link and range form is built from this one parse of the address.
  const location: ListLocation = { pathname, search: new URLSearchParams(search) };
  const selectedText = t("filters.selected");
  // A set range keeps its form even when one value or none lies inside it (its facet counts only those), to widen it.
  const ranged = new Set(rangeBounds(location.search).map((bound) => bound.code));
  const switches = [
    { param: "inStock", label: t("filters.inStock"), count: facets.inStock },
    { param: "rohs", label: t("filters.rohs"), count: facets.rohs },
  ];
  return (
    <>
      <section>
        <h3 className="mb-1 text-sm font-semibold text-gray-900">{t("filters.availability")}</h3>
        <ul>
          {switches.map(({ param, label, count }) => (
            <li key={param}>
              <FacetLink
                locale={locale}
                option={{ value: "true", label, count }}
                href={toggleLinks(location, param)("true")}
                on={location.search.getAll(param).includes("true")}
                selectedText={selectedText}
              />
            </li>
          ))}
        </ul>
      </section>
      <FacetLinks
        locale={locale}
        location={location}
        group="manufacturer"
        title={t("filters.manufacturer")}
        param="manufacturer"
        options={facets.manufacturers}
        total={optionCounts.manufacturer ?? 0}
      />
      <FacetLinks
        locale={locale}
        location={location}
        group="packaging"
        title={t("filters.packaging")}
        param="packaging"
        total={optionCounts.packaging ?? 0}
        options={facets.packaging.map((option) => ({ ...option, label: packagingLabel(t, option.value) }))}
      />
      {facets.properties.map((property) => (
        <div key={property.code} className="space-y-2">
          {property.values.length > 0 && (
            <FacetLinks
              locale={locale}
              location={location}
              group={property.code}
              title={property.label}
              param="prop"
              total={optionCounts[property.code] ?? 0}
              options={property.values.map((option) => ({ ...option, value: `${property.code}:${option.value}` }))}
            />
          )}
          {property.kind === "numeric" && (ranged.has(property.code) || (property.min !== null && property.min !== property.max)) && (
            <RangeFilter
              location={location}
              code={property.code}
              label={property.label}
              unit={property.unit}
              min={property.min}
              max={property.max}
            />
          )}
        </div>
      ))}
    </>
  );
}
