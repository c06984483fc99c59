import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatQuantity } from "~/lib/format";
import { toggleParam } from "~/lib/list-query";
import type { Locale } from "~/lib/locale";
import { buildQuery } from "~/lib/query";

export interface FacetOption {
  /** The query value this option adds or removes. */
  value: string;
  label: string;
  count: number;
}

interface FacetLinksProps {
  locale: Locale;
  title: string;
  param: string;
  options: FacetOption[];
  /** Options shown before the rest fold into "show all". */
  visible?: number;
}

function useToggleHref() {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  return {
    isOn: (param: string, value: string) => current.getAll(param).includes(value),
    href: (param: string, value: string) => {
      const query = buildQuery(toggleParam(current, param, value));
      return query ? `${pathname}?${query}` : pathname;
    },
  };
}

/** One filter option as a link that adds it to or removes it from the URL (a checkbox that needs no JavaScript). */
export function FacetLink({ locale, param, option }: { locale: Locale; param: string; option: FacetOption }) {
  const { t } = useTranslation("catalog");
  const { isOn, href } = useToggleHref();
  const on = isOn(param, option.value);
  return (
    <Link
      to={href(param, option.value)}
      rel="nofollow"
      aria-current={on ? "true" : undefined}
      className={`flex items-baseline gap-1.5 rounded px-1 py-0.5 text-sm hover:bg-primary-50 ${on ? "font-semibold text-primary-800" : "text-gray-800"}`}
    >
      <span aria-hidden="true" className="font-part">
        {on ? "☑" : "☐"}
      </span>
      <span className="min-w-0 flex-1 break-words">{option.label}</span>
      {on && <span className="sr-only">({t("filters.selected")})</span>}
      <span className="tabular text-xs text-gray-600">{formatQuantity(option.count, locale)}</span>
    </Link>
  );
}

/** A titled group of filter options; selected ones stay on top and the long tail folds into a <details>. */
export function FacetLinks({ locale, title, param, options, visible = 8 }: FacetLinksProps) {
  const { t } = useTranslation("catalog");
  const { isOn } = useToggleHref();
  if (options.length === 0) return null;
  const selected = options.filter((option) => isOn(param, option.value));
  const others = options.filter((option) => !isOn(param, option.value));
  const head = [...selected, ...others.slice(0, Math.max(0, visible - selected.length))];
  const tail = others.slice(head.length - selected.length);
  const list = (items: FacetOption[]) => (
    <ul>
      {items.map((option) => (
        <li key={option.value}>
          <FacetLink locale={locale} param={param} option={option} />
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
