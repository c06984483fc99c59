import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { listProjectItems } from "@contract/api/projects/operations";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ProjectItemTable } from "~/features/projects/components/project-item-table";
import { projectCartAction } from "~/features/projects/project-cart.server";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";

export const handle = { i18n: ["common", "account", "projects"] };

export const headers = passCacheControl;

/** Every part of the company's projects open today (spec §2 project-items), each with its project and addable to the cart. */
export async function loader(args: LoaderFunctionArgs) {
  const { items } = await dashboardGet(args, listProjectItems);
  return data({ ...(await dashboardMeta(args.request, "nav.projectItems")), items }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  return projectCartAction(args);
}

export default function ProjectItemsPage() {
  const { title, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  return (
    <DashboardShell title={title} intro={t("items.intro")}>
      <section aria-labelledby="project-items">
        <h2 id="project-items" className="sr-only">
          {t("items.heading")}
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-gray-700">
            {t("items.none")}{" "}
            <Link to={pathFor("projectList", locale)} className="font-semibold text-primary-700 underline">
              {t("items.toList")}
            </Link>
          </p>
        ) : (
          <ProjectItemTable items={items} caption={t("items.heading")} orderable showProject />
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
