import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CALCULATOR_GROUPS, CALCULATOR_PAGES, type CalculatorKey } from "~/features/calculators/pages";

/** Every calculator, by group, so that one can move between them; the page shown is marked. */
export function CalculatorList({ current, locale }: { current: CalculatorKey; locale: Locale }) {
  const { t } = useTranslation("calculators");
  return (
    <nav aria-labelledby="calculator-list" className="lg:pt-2">
      <h2 id="calculator-list" className="text-lg font-semibold text-gray-900">
        {t("listTitle")}
      </h2>
      {CALCULATOR_GROUPS.map((group) => (
        <div key={group} className="mt-4">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-700">{t(`groups.${group}`)}</h3>
          <ul className="mt-2 space-y-1 border-l border-gray-200">
            {CALCULATOR_PAGES.filter((page) => page.group === group).map(({ key }) => (
              <li key={key}>
                <Link
                  to={pathFor(key, locale)}
                  aria-current={key === current ? "page" : undefined}
                  className={`-ml-px block border-l-2 py-1 pl-3 text-sm ${key === current ? "border-primary-700 font-semibold text-primary-800" : "border-transparent text-gray-700 hover:text-primary-700"}`}
                >
                  {t(`pages.${key}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
