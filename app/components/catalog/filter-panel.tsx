import { useTranslation } from "react-i18next";

interface FilterPanelProps {
  activeCount: number;
  /** Renders the filters; called once per layout with a prefix that keeps element ids unique. */
  children: (idPrefix: string) => React.ReactNode;
}

/**
 * The list's filters: a left column on desktop and a <details> panel on mobile (it opens without
 * JavaScript). A closed <details> hides its content whatever the CSS says, so each layout gets its own
 * copy and CSS shows one of them.
 */
export function FilterPanel({ activeCount, children }: FilterPanelProps) {
  const { t } = useTranslation("catalog");
  const heading = (
    <h2 className="text-base font-semibold text-gray-900">
      {t("filters.title")}
      {activeCount > 0 && <span className="tabular ml-1 font-normal text-gray-600">({t("filters.active", { count: activeCount })})</span>}
    </h2>
  );
  return (
    <>
      <details className="rounded border border-gray-200 bg-white md:hidden">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-primary-800">
          {t("filters.toggle")}
          {activeCount > 0 && <span className="tabular ml-1">({activeCount})</span>}
        </summary>
        <div className="space-y-4 border-t border-gray-200 px-3 py-3">{children("m-")}</div>
      </details>
      <aside aria-label={t("filters.title")} className="hidden w-44 shrink-0 space-y-4 md:block">
        {heading}
        {children("d-")}
      </aside>
    </>
  );
}
