import { useTranslation } from "~/lib/i18n/use-translation";
import type { ProjectSummary } from "@contract/api/projects/schemas";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { formatDate } from "~/lib/dates";
import { usePageLocale } from "~/lib/use-page-locale";

/** The "Projects" section of a company's back-office page: its projects, each linked to its page, and a link to a new one. */
export function CompanyProjects({ companyId, projects }: { companyId: string; projects: ProjectSummary[] }) {
  const { t } = useTranslation(["back-office-projects", "projects"]);
  const locale = usePageLocale();
  const columns: Array<ListColumn<ProjectSummary>> = [
    {
      key: "name",
      label: t("company.name"),
      cell: (project) => (
        <RouteLink
          to={pathFor("backOfficeProject", locale, { projectId: project.id })}
          className="font-semibold text-primary-700 underline"
        >
          {project.name}
        </RouteLink>
      ),
    },
    { key: "status", label: t("fields.status"), cell: (project) => t(`status.${project.status}`) },
    {
      key: "period",
      label: t("projects:period"),
      cell: (project) =>
        t("projects:periodRange", { start: formatDate(project.periodStart, locale), end: formatDate(project.periodEnd, locale) }),
    },
    { key: "interest", label: t("fields.interestRateCode"), cell: (project) => project.interestRateCode },
    { key: "maturity", label: t("projects:maturity"), cell: (project) => t("projects:maturityDays", { count: project.maturityDays }) },
    { key: "items", label: t("company.items"), numeric: true, cell: (project) => project.itemCount },
  ];
  return (
    <>
      {projects.length ? (
        <ListTable caption={t("company.caption")} columns={columns} rows={projects} rowKey={(project) => project.id} />
      ) : (
        <p className="text-sm text-gray-700">{t("company.none")}</p>
      )}
      <RouteLink
        to={pathFor("backOfficeProjectNew", locale, { companyId })}
        className="mt-3 inline-block rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t("company.create")}
      </RouteLink>
    </>
  );
}
