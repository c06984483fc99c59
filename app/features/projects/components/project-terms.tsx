import { useTranslation } from "~/lib/i18n/use-translation";
import type { ProjectSummary } from "@contract/api/projects/schemas";
import { formatDate } from "~/lib/dates";
import { usePageLocale } from "~/lib/use-page-locale";

/** A project's terms: status, period, the interest-rate code and the maturity its net-term orders fall due after. */
export function ProjectTerms({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  const rows: Array<[string, string]> = [
    [t("status"), project.isOrderable ? t("statuses.orderable") : t(`statuses.${project.status}`)],
    [t("period"), t("periodRange", { start: formatDate(project.periodStart, locale), end: formatDate(project.periodEnd, locale) })],
    [t("interestRateCode"), project.interestRateCode],
    [t("maturity"), t("maturityDays", { count: project.maturityDays })],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="project-terms">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
