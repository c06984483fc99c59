import { useTranslation } from "~/lib/i18n/use-translation";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { RouteLink } from "~/components/route-link";
import { formatQuantity } from "~/lib/format";
import { expandedGroups, expandToggleLink, facetGroupId, toggleLinks, type ListLocation } from "~/lib/list-query";
import { FACET_VISIBLE_OPTIONS } from "~/features/catalog/product-list-view";
import type { Locale } from "@contract/locale";

export interface FacetOption {
  /** The query value this option adds or removes. */
  value: string;
  label: string;
  count: number;
}

interface FacetLinkProps {
  locale: Locale;
  option: FacetOption;
  /** The list with this option toggled. */
  href: string;
  on: boolean;
  /** "selected", translated once by the group rather than once per option. */
  selectedText: string;
}

/** One filter option as a link that adds it to or removes it from the URL (a checkbox that needs no JavaScript). */
export function FacetLink({ locale, option, href, on, selectedText }: FacetLinkProps) {
  return (
    <RouteLink to={href} rel="nofollow" aria-current={on ? "true" : undefined} className="facet-link">
      <span aria-hidden="true" className="font-part">
        {on ? "☑" : "☐"}
      </span>
      {option.label}
      {on && <span className="sr-only">({selectedText})</span>}
      <span className="facet-count">{formatQuantity(option.count, locale)}</span>
    </RouteLink>
  );
}

interface FacetLinksProps {
  locale: Locale;
  location: ListLocation;
  /** The group's name in `expand=` and in its element id: manufacturer, packaging or a property's code. */
  group: string;
  title: string;
  param: string;
  /** The options to list, in order (shownOptions). */
  options: FacetOption[];
  /** How many options the group has, listed or not. */
  total: number;
}

/**
 * A titled group of filter options; a long one lists its first options and links to the whole list. The group is
 * built in its own hydration turn, links and all (docs/decisions/067-hydration-in-turns.md).
 */
export function FacetLinks(props: FacetLinksProps) {
  if (props.options.length === 0) return null;
  return (
    <HydrateInTurn>
      <FacetGroup {...props} />
    </HydrateInTurn>
  );
}

function FacetGroup({ locale, location, group, title, param, options, total }: FacetLinksProps) {
  const { t } = useTranslation("catalog");
  const chosen = new Set(location.search.getAll(param));
  const linkTo = toggleLinks(location, param);
  const selectedText = t("filters.selected");
  const expanded = expandedGroups(location.search).has(group);
  const toggle = (text: string) => (
    <RouteLink
      to={expandToggleLink(location, group)}
      rel="nofollow"
      className="mt-0.5 inline-block px-1 text-sm font-medium text-primary-700 underline"
    >
      {text}
      <span className="sr-only"> ({title})</span>
    </RouteLink>
  );
  return (
    <section id={facetGroupId(group)}>
      <h3 className="mb-1 text-sm font-semibold text-gray-900">{title}</h3>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <FacetLink
              locale={locale}
              option={option}
              href={linkTo(option.value)}
              on={chosen.has(option.value)}
              selectedText={selectedText}
            />
          </li>
        ))}
      </ul>
      {total > options.length && toggle(t("filters.showAll", { count: total }))}
      {expanded && total > FACET_VISIBLE_OPTIONS && toggle(t("filters.showFewer"))}
    </section>
  );
}
