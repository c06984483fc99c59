import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { getDeskCompany } from "@contract/api/customers/operations";
import { createDeskProject } from "@contract/api/projects/operations";
import { companyProjectsParams, projectBody } from "@contract/api/projects/schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { ProjectFieldsForm } from "~/features/projects/components/project-fields";
import { privatePageMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackOfficeShell } from "../components/back-office-shell";
import { requireStaff, staffApi, staffGet } from "../staff.server";

export const handle = { i18n: ["common", "back-office", "back-office-projects"] };

export const headers = passCacheControl;

const paramsOf = (args: LoaderFunctionArgs) => {
  const params = companyProjectsParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  return params.data;
};

/** A new project for a company (docs/decisions/045-projects.md): its fields; the parts are added on its page. */
export async function loader(args: LoaderFunctionArgs) {
  const staff = await requireStaff(args, "projects.manage");
  const company = await staffGet(args, getDeskCompany, { params: paramsOf(args) });
  const t = await i18n.getFixedT(args.request, "back-office-projects");
  return data({ title: t("new.title", { company: company.title }), staff, companyId: company.id }, { headers: PRIVATE_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  await requireStaff(args, "projects.manage");
  const params = paramsOf(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const submission = parseWithZod(await readForm(args.request), { schema: projectBody });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { data: project, message } = await staffApi(args).call(createDeskProject, { params, body: submission.value });
    return redirectWithToast(pathFor("backOfficeProject", locale, { projectId: project.id }), { type: "success", title: message ?? "" });
  } catch (error) {
    return formFailure(args, error, (options) => submission.reply(options));
  }
}

export default function NewProjectPage() {
  const { title, staff, companyId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const { t } = useTranslation("back-office-projects");
  const locale = usePageLocale();
  return (
    <BackOfficeShell staff={staff} title={title}>
      <Link to={pathFor("backOfficeCompany", locale, { companyId })} className="text-sm font-medium text-primary-700 underline">
        {t("backToCompany")}
      </Link>
      <div className="mt-4">
        <ProjectFieldsForm id="new-project" lastResult={lastResult} submitLabel={t("new.create")} pendingLabel={t("new.creating")} />
      </div>
    </BackOfficeShell>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
