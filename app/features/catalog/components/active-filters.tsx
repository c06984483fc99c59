import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import type { SearchFacets } from "@contract/api/catalog/schemas";
import { withParams } from "~/lib/list-query";
import { readableBounds, splitProp, unreadableBounds } from "~/features/catalog/product-list-query";
import { buildQuery } from "@contract/query";
import { rangeBoundText } from "@contract/range-field";
import { packagingLabel } from "~/features/catalog/packaging-label";
import { usePageLocale } from "~/lib/use-page-locale";

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The filters in force, each with a link that removes it, and one that removes them all (search and sort stay). */
export function ActiveFilters({ facets }: { facets: SearchFacets }) {
  const { t } = useTranslation("catalog");
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const href = (changes: Record<string, string[] | null>) => {
    const query = buildQuery(withParams(current, changes));
    return query ? `${pathname}?${query}` : pathname;
  };
  const without = (key: string, value: string) => href({ [key]: current.getAll(key).filter((item) => item !== value) });
  const property = (code: string) => facets.properties.find((item) => item.code === code);

  const chips: Chip[] = [];
  if (current.get("inStock") === "true") chips.push({ key: "inStock", label: t("filters.inStock"), href: href({ inStock: null }) });
  if (current.get("rohs") === "true") chips.push({ key: "rohs", label: t("filters.rohs"), href: href({ rohs: null }) });
  for (const slug of current.getAll("manufacturer")) {
    const label = facets.manufacturers.find((item) => item.value === slug)?.label ?? slug;
    chips.push({ key: `m-${slug}`, label: `${t("filters.manufacturer")}: ${label}`, href: without("manufacturer", slug) });
  }
  for (const name of current.getAll("packaging")) {
    chips.push({
      key: `p-${name}`,
      label: `${t("filters.packaging")}: ${packagingLabel(t, name)}`,
      href: without("packaging", name),
    });
  }
  for (const raw of current.getAll("prop")) {
    const [code, value] = splitProp(raw);
    const facet = property(code);
    const label = facet?.values.find((item) => item.value === value)?.label ?? value;
    chips.push({ key: `prop-${raw}`, label: `${facet?.label ?? code}: ${label}`, href: without("prop", raw) });
  }
  for (const bound of readableBounds(current)) {
    const key = `${bound.bound}.${bound.code}`;
    const sign = bound.bound === "min" ? "≥" : "≤";
    const facet = property(bound.code);
    chips.push({
      key,
      label: `${facet?.label ?? bound.code} ${sign} ${rangeBoundText(bound.text, facet?.unit ?? null, locale)}`,
      href: href({ [key]: null }),
    });
  }
  // A bound that is not a number filters nothing: no chip echoes it, a note says it was ignored and how to fix it.
  const ignored = unreadableBounds(current).map((bound) => ({
    key: `${bound.bound}.${bound.code}`,
    text: t("filters.unreadableRange", { label: property(bound.code)?.label ?? bound.code, text: bound.text }),
  }));
  if (chips.length === 0 && ignored.length === 0) return null;

  const clearAll = Object.fromEntries(
    [...new Set(current.keys())].filter((key) => key !== "search" && key !== "sort" && key !== "pageSize").map((key) => [key, null]),
  );
  return (
    <div className="flex flex-wrap items-center gap-1.5 py-2">
      <h2 className="sr-only">{t("filters.activeTitle")}</h2>
      {ignored.map((note) => (
        <p key={note.key} role="status" className="w-full text-sm text-danger-700">
          {note.text}
        </p>
      ))}
      <ul className="flex flex-wrap gap-1.5">
        {chips.map((chip) => (
          <li key={chip.key}>
            <RouteLink
              to={chip.href}
              rel="nofollow"
              className="inline-flex items-center gap-1 rounded-full border border-primary-700 bg-primary-50 px-2 py-0.5 text-xs text-primary-800 hover:bg-primary-100"
            >
              {chip.label}
              <span aria-hidden="true">✕</span>
              <span className="sr-only">({t("filters.remove")})</span>
            </RouteLink>
          </li>
        ))}
      </ul>
      <RouteLink to={href(clearAll)} rel="nofollow" className="text-xs font-medium text-primary-700 underline">
        {t("filters.clearAll")}
      </RouteLink>
    </div>
  );
}
