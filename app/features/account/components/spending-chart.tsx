import { useTranslation } from "~/lib/i18n/use-translation";
import type { Dashboard } from "@contract/api/dashboard/schemas";
import type { Locale } from "@contract/locale";
import { formatAmount } from "~/lib/format";

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 28;
const SLOT = WIDTH / 12;
const BAR = SLOT * 0.6;

/** "Oca 26" / "Jan 26": the month as the store's calendar names it (UTC: the key is already the store's month). */
const monthLabel = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * Spending by month as bars drawn on the server (docs/decisions/048-dashboard-figures.md): an SVG that needs no
 * script, hidden from screen readers, and the same figures in a table that everyone can read.
 */
export function SpendingChart({ spending, locale }: { spending: Dashboard["spending"]; locale: Locale }) {
  const { t } = useTranslation("account");
  const highest = Math.max(...spending.months.map((month) => Number(month.total)), 0);
  const plotHeight = HEIGHT - AXIS;
  return (
    <section aria-labelledby="spending-title" className="mt-8">
      <h2 id="spending-title" className="text-lg font-semibold text-gray-900">
        {t("dashboard.spending.title")}
      </h2>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        data-testid="spending-chart"
        className="mt-3 h-auto w-full rounded border border-gray-200 bg-white"
      >
        <line x1={0} x2={WIDTH} y1={plotHeight} y2={plotHeight} className="stroke-gray-400" />
        {spending.months.map((month, index) => {
          const height = highest > 0 ? (Number(month.total) / highest) * (plotHeight - 12) : 0;
          const x = index * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={month.month}>
              <rect x={x} y={plotHeight - height} width={BAR} height={height} className="fill-primary-600" />
              <text x={index * SLOT + SLOT / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-gray-700 text-[11px]">
                {monthLabel(month.month, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="mt-3 w-full text-sm">
        <caption className="text-left text-gray-700">{t("dashboard.spending.caption", { currency: spending.currency })}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            <th scope="col" className="py-1">
              {t("dashboard.spending.month")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("dashboard.spending.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {spending.months.map((month) => (
            <tr key={month.month} className="border-b border-gray-100">
              <th scope="row" className="py-1 text-left font-normal">
                {monthLabel(month.month, locale)}
              </th>
              <td className="tabular py-1 text-right">{formatAmount(month.total, locale, spending.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
