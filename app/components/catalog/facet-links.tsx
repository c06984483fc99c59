import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatQuantity } from "~/lib/format";
import { toggleLinks, type ListLocation } from "~/lib/list-query";
import type { Locale } from "~/lib/locale";

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
    <Link
      to={href}
      rel="nofollow"
      aria-current={on ? "true" : undefined}
      className={`flex items-baseline gap-1.5 rounded px-1 py-0.5 text-sm hover:bg-primary-50 ${on ? "font-semibold text-primary-800" : "text-gray-800"}`}
    >
      <span aria-hidden="true" className="font-part">
        {on ? "☑" : "☐"}
      </span>
      <span className="min-w-0 flex-1 break-words">{option.label}</span>
      {on && <span className="sr-only">({selectedText})</span>}
      <span className="tabular text-xs text-gray-600">{formatQuantity(option.count, locale)}</span>
    </Link>
  );
}

interface FacetLinksProps {
  locale: Locale;
  location: ListLocation;
  title: string;
  param: string;
  options: FacetOption[];
  /** Options shown before the rest fold into "show all". */
  visible?: number;
}

/** A titled group of filter options; selected ones stay on top and the long tail folds into a <details>. */
export function FacetLinks({ locale, location, title, param, options, visible = 8 }: FacetLinksProps) {
  const { t } = useTranslation("catalog");
  if (options.length === 0) return null;
  const chosen = new Set(location.search.getAll(param));
  const linkTo = toggleLinks(location, param);
  const selectedText = t("filters.selected");
  const selected = options.filter((option) => chosen.has(option.value));
  const others = options.filter((option) => !chosen.has(option.value));
  const head = [...selected, ...others.slice(0, Math.max(0, visible - selected.length))];
  const tail = others.slice(head.length - selected.length);
  const list = (items: FacetOption[]) => (
    <ul>
      {items.map((option) => (
        <li key={option.value}>
          <FacetLink locale={locale} option={option} href={linkTo(option.value)} on={chosen.has(option.value)} selectedText={selectedText} />
        </li>
      ))}
    </ul>
  );
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-gray-900">{title}</h3>
      {list(head)}
      {tail.length > 0 && (
        <details>
          <summary className="cursor-pointer px-1 py-0.5 text-sm text-primary-700">{t("filters.showAll", { count: options.length })}</summary>
          {list(tail)}
        </details>
      )}
    </section>
  );
}
