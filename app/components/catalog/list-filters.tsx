import { useTranslation } from "react-i18next";
import type { SearchFacets } from "~/lib/catalog-types";
import type { Locale } from "~/lib/locale";
import { FacetLink, FacetLinks } from "./facet-links";
import { RangeFilter } from "./range-filter";

/** The product list's filters: availability, manufacturer, packaging, then the category's properties. */
export function ListFilters({ locale, facets, idPrefix }: { locale: Locale; facets: SearchFacets; idPrefix: string }) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <section>
        <h3 className="mb-1 text-sm font-semibold text-gray-900">{t("filters.availability")}</h3>
        <ul>
          <li>
            <FacetLink locale={locale} param="inStock" option={{ value: "true", label: t("filters.inStock"), count: facets.inStock }} />
          </li>
          <li>
            <FacetLink locale={locale} param="rohs" option={{ value: "true", label: t("filters.rohs"), count: facets.rohs }} />
          </li>
        </ul>
      </section>
      <FacetLinks locale={locale} title={t("filters.manufacturer")} param="manufacturer" options={facets.manufacturers} />
      <FacetLinks
        locale={locale}
        title={t("filters.packaging")}
        param="packaging"
        options={facets.packaging.map((option) => ({ ...option, label: t(`packaging.${option.value}`, { defaultValue: option.label }) }))}
      />
      {facets.properties.map((property) => (
        <div key={property.code} className="space-y-2">
          {property.values.length > 0 && (
            <FacetLinks
              locale={locale}
              title={property.label}
              param="prop"
              options={property.values.map((option) => ({ ...option, value: `${property.code}:${option.value}` }))}
            />
          )}
          {property.kind === "numeric" && property.min !== null && property.max !== null && property.min !== property.max && (
            <RangeFilter idPrefix={idPrefix} code={property.code} label={property.label} unit={property.unit} min={property.min} max={property.max} />
          )}
        </div>
      ))}
    </>
  );
}
