import { useTranslation } from "~/lib/i18n/use-translation";

const PANEL_ID = "filters";
const OPENER_ID = "filters-open";

/**
 * The list's filters, rendered once: a left column from md: up. On a phone the column stays hidden until
 * the "Filters" link makes it the page's :target, and its "Close" link targets the opener again; both are
 * plain fragment links, so the panel opens and closes without JavaScript. A filter group's "show all" link
 * targets that group, inside the panel, which keeps it open.
 */
export function FilterPanel({ activeCount, children }: { activeCount: number; children: React.ReactNode }) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <a
        id={OPENER_ID}
        href={`#${PANEL_ID}`}
        className="block rounded border border-gray-200 bg-white px-3 py-2 text-sm font-semibold text-primary-800 md:hidden"
      >
        {activeCount > 0 ? `${t("filters.toggle")} (${activeCount})` : t("filters.toggle")}
      </a>
      <aside
        id={PANEL_ID}
        aria-label={t("filters.title")}
        className="hidden space-y-4 rounded border border-gray-200 bg-white p-3 target:block has-[:target]:block md:block md:w-44 md:shrink-0 md:rounded-none md:border-0 md:bg-transparent md:p-0"
      >
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-gray-900">
            {t("filters.title")}
            {activeCount > 0 && (
              <span className="tabular ml-1 font-normal text-gray-600">({t("filters.active", { count: activeCount })})</span>
            )}
          </h2>
          <a href={`#${OPENER_ID}`} className="text-sm font-medium text-primary-700 underline md:hidden">
            {t("filters.close")}
          </a>
        </div>
        {children}
      </aside>
    </>
  );
}
