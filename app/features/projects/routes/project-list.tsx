import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listProjects } from "@contract/api/projects/operations";
import { projectListQuery, type ProjectSummary } from "@contract/api/projects/schemas";
import { PROJECT_STATUSES } from "@contract/api/projects/values";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { RouteLink } from "~/components/route-link";
import { Form } from "~/components/ui/form";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { Pagination } from "~/components/ui/pagination";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { formatDate } from "~/lib/dates";
import { pageParams } from "~/lib/list-query";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";

// "catalog": the pager's words.
export const handle = { i18n: ["common", "account", "projects", "catalog"] };

export const headers = passCacheControl;

const PAGE_SIZE = 20;
const FILTERS = ["name", "status", "from", "to"] as const;

/**
 * The company's projects (spec §2, docs/decisions/045-projects.md), filtered by name, status and a period they
 * overlap. The filters are a GET form without a page field: changing one goes back to page 1 (spec §4).
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const given = Object.fromEntries([...url.searchParams].filter(([name, value]) => value !== "" && [...FILTERS, "page"].includes(name)));
  const parsed = projectListQuery.safeParse({ ...given, pageSize: PAGE_SIZE });
  // A filter that is not one (a status typed by hand, a date that is none) lists as if it were not given.
  const query = parsed.success ? parsed.data : projectListQuery.parse({ pageSize: PAGE_SIZE });
  const list = await dashboardGet(args, listProjects, { query });
  const pageCount = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  if (query.page > pageCount) {
    throw redirect(pathFor("projectList", localeFromPath(url.pathname), {}, pageParams(url.searchParams, pageCount)), {
      headers: PRIVATE_HEADERS,
    });
  }
  const filters = { name: query.name ?? "", status: query.status ?? "", from: query.from ?? "", to: query.to ?? "" };
  return data({ ...(await dashboardMeta(args.request, "nav.projectList")), list, filters }, { headers: PRIVATE_HEADERS });
}

type Filters = Record<(typeof FILTERS)[number], string>;

function FilterForm({ filters }: { filters: Filters }) {
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  const control = "mt-1 block rounded border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900";
  return (
    <Form
      key={FILTERS.map((name) => filters[name]).join("|")}
      method="get"
      action={pathFor("projectList", locale)}
      role="search"
      aria-label={t("list.filters")}
      className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
    >
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor="project-name" className="block text-sm font-medium text-gray-800">
          {t("list.name")}
        </label>
        <input id="project-name" name="name" type="search" defaultValue={filters.name} maxLength={120} className={`${control} w-full`} />
      </div>
      <div>
        <label htmlFor="project-status" className="block text-sm font-medium text-gray-800">
          {t("status")}
        </label>
        <select id="project-status" name="status" defaultValue={filters.status} className={control}>
          <option value="">{t("list.allStatuses")}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="project-from" className="block text-sm font-medium text-gray-800">
          {t("list.from")}
        </label>
        <input id="project-from" name="from" type="date" defaultValue={filters.from} className={control} />
      </div>
      <div>
        <label htmlFor="project-to" className="block text-sm font-medium text-gray-800">
          {t("list.to")}
        </label>
        <input id="project-to" name="to" type="date" defaultValue={filters.to} className={control} />
      </div>
      <button type="submit" className="rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        {t("list.apply")}
      </button>
    </Form>
  );
}

export default function ProjectListPage() {
  const { title, list, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  const filtered = FILTERS.some((name) => filters[name] !== "");
  const columns: Array<ListColumn<ProjectSummary>> = [
    {
      key: "name",
      label: t("list.name"),
      cell: (project) => (
        <RouteLink to={pathFor("projectDetail", locale, { id: project.id })} className="font-semibold text-primary-700 underline">
          {project.name}
        </RouteLink>
      ),
    },
    {
      key: "status",
      label: t("status"),
      cell: (project) => (project.isOrderable ? t("statuses.orderable") : t(`statuses.${project.status}`)),
    },
    {
      key: "period",
      label: t("period"),
      cell: (project) => t("periodRange", { start: formatDate(project.periodStart, locale), end: formatDate(project.periodEnd, locale) }),
    },
    { key: "interest", label: t("interestRateCode"), cell: (project) => project.interestRateCode },
    { key: "maturity", label: t("maturity"), cell: (project) => t("maturityDays", { count: project.maturityDays }) },
    { key: "items", label: t("list.items"), numeric: true, cell: (project) => project.itemCount },
  ];
  return (
    <DashboardShell title={title} intro={t("list.intro")}>
      <p className="mb-4 text-sm">
        <Link to={pathFor("projectItems", locale)} className="font-semibold text-primary-700 underline">
          {t("items.link")}
        </Link>
      </p>
      <FilterForm filters={filters} />
      <section aria-labelledby="project-list" className="mt-6">
        <h2 id="project-list" className="sr-only">
          {t("list.heading")}
        </h2>
        {list.totalCount === 0 ? (
          <div className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">
            <p>{t(filtered ? "list.noMatch" : "list.none")}</p>
            {filtered && (
              <Link to={pathFor("projectList", locale)} className="mt-3 inline-block font-semibold text-primary-700 underline">
                {t("list.clear")}
              </Link>
            )}
          </div>
        ) : (
          <>
            <ListTable caption={t("list.heading")} columns={columns} rows={list.items} rowKey={(project) => project.id} />
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("list.pages")}
              rangeText={(range) => t("list.range", range)}
            />
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
