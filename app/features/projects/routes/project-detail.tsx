import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getProject } from "@contract/api/projects/operations";
import { pathFor } from "@contract/paths";
import { Form } from "~/components/ui/form";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { ADD_PROJECT_ITEMS_INTENT, ProjectItemTable } from "~/features/projects/components/project-item-table";
import { ProjectTerms } from "~/features/projects/components/project-terms";
import { projectCartAction } from "~/features/projects/project-cart.server";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet } from "~/server/dashboard.server";

export const handle = { i18n: ["common", "account", "projects"] };

export const headers = passCacheControl;

/** One of the company's projects (spec §2): its terms and its parts at project prices, each addable to the cart, or all at once. */
export async function loader(args: LoaderFunctionArgs) {
  const project = await dashboardGet(args, getProject, { params: { projectId: Number(args.params.id) } });
  return data({ title: project.name, project }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  return projectCartAction(args);
}

export default function ProjectDetailPage() {
  const { title, project } = useLoaderData<typeof loader>();
  const { t } = useTranslation("projects");
  const locale = usePageLocale();
  return (
    <DashboardShell title={title}>
      <Link to={pathFor("projectList", locale)} className="text-sm font-medium text-primary-700 underline">
        {t("detail.back")}
      </Link>
      <section aria-labelledby="project-terms" className="mt-4">
        <h2 id="project-terms" className="mb-2 text-lg font-semibold text-gray-900">
          {t("detail.terms")}
        </h2>
        <ProjectTerms project={project} />
        {!project.isOrderable && <p className="mt-3 text-sm text-gray-800">{t("detail.notOrderable")}</p>}
      </section>
      <section aria-labelledby="project-parts" className="mt-6">
        <h2 id="project-parts" className="mb-2 text-lg font-semibold text-gray-900">
          {t("detail.parts")}
        </h2>
        {project.items.length === 0 ? (
          <p className="text-sm text-gray-700">{t("detail.noParts")}</p>
        ) : (
          <>
            <ProjectItemTable items={project.items} caption={t("detail.parts")} orderable={project.isOrderable} />
            {project.isOrderable && (
              <Form method="post" className="mt-3">
                <input type="hidden" name="projectId" value={project.id} />
                <button
                  type="submit"
                  name="intent"
                  value={ADD_PROJECT_ITEMS_INTENT}
                  className="rounded bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
                >
                  {t("detail.addAll")}
                </button>
              </Form>
            )}
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
