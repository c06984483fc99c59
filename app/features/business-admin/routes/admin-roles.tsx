import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import {
  createCompanyRole,
  deleteCompanyRole,
  getCompanyRole,
  listCompanyRoles,
  rolePermissionList,
  updateCompanyRole,
} from "@contract/api/identity/user-management-operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { RoleForm } from "~/features/business-admin/components/role-form";
import { RoleList } from "~/features/business-admin/components/role-list";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { DELETE_ROLE_INTENT, REFUSALS_ON_FORM, roleForm, SAVE_ROLE_INTENT } from "~/features/business-admin/forms/company-users";
import { titleMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api } from "~/server/api.server";
import { formFailure, throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, requireUser } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { dashboardGet, dashboardMeta } from "~/server/dashboard.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";

export const handle = { i18n: ["common", "account", "company-users"] };

export const headers = passCacheControl;

/**
 * The company's roles, plus one of: the new-role form (?new), a role's form with its permissions described
 * (?edit=<id>) or the delete confirmation (?confirmDelete=<id>). The API refuses a role without manage-roles (403),
 * and says which roles the caller may change and which permissions they may grant
 * (docs/decisions/027-business-accounts.md): the page offers nothing else.
 */
export async function loader(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const editId = search.get("edit");
  const deleteId = search.get("confirmDelete");
  const [roles, permissions, editable, deletable] = await Promise.all([
    dashboardGet(args, listCompanyRoles),
    dashboardGet(args, rolePermissionList),
    editId ? dashboardGet(args, getCompanyRole, { params: { id: editId } }) : null,
    deleteId ? dashboardGet(args, getCompanyRole, { params: { id: deleteId } }) : null,
  ]);
  const editing = editable?.canGrant ? editable : null;
  const deleting = deletable?.canGrant ? deletable : null;
  const mode = deleting ? "confirmDelete" : editing ? "edit" : search.has("new") ? "new" : "list";
  return data(
    { ...(await dashboardMeta(args.request, "nav.adminRoles")), roles, permissions, editing, deleting, mode },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  await requireUser(args);
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = await i18n.getFixedT(request, ["company-users", "common"]);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const id = String(formData.get("id") ?? "");
  const listPath = pathFor("adminRoles", locale);
  const client = api(args);

  if (intent === DELETE_ROLE_INTENT) {
    try {
      await client.call(deleteCompanyRole, { params: { id } });
    } catch (error) {
      return formFailure(args, error, (reply) => ({ result: null, error: reply.formErrors?.[0] ?? null }), REFUSALS_ON_FORM);
    }
    return redirectWithToast(listPath, { type: "success", title: t("roles.deleted") });
  }
  if (intent === SAVE_ROLE_INTENT) {
    const submission = parseWithZod(formData, { schema: roleForm });
    if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
    try {
      if (id) await client.call(updateCompanyRole, { params: { id }, body: submission.value });
      else await client.call(createCompanyRole, { body: submission.value });
    } catch (error) {
      return formFailure(args, error, (reply) => ({ result: submission.reply(reply), error: null }), REFUSALS_ON_FORM);
    }
    return redirectWithToast(listPath, { type: "success", title: t(id ? "roles.saved" : "roles.created") });
  }
  return throwRouteError(new Response(t("roles.unknownIntent"), { status: 400 }), args);
}

export default function AdminRolesPage() {
  const { title, roles, permissions, editing, deleting, mode } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("company-users");
  const locale = usePageLocale();
  const listPath = pathFor("adminRoles", locale);
  const showForm = mode === "new" || mode === "edit" || Boolean(answer?.result);

  return (
    <DashboardShell title={title} intro={t("roles.intro")}>
      {answer?.error && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("roles.confirmDeleteTitle", { name: deleting.name })}
          text={t("roles.confirmDeleteText")}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={DELETE_ROLE_INTENT}
          confirmLabel={t("roles.confirmDelete")}
          cancelTo={listPath}
          cancelLabel={t("roles.keep")}
        />
      )}
      {showForm ? (
        <RoleForm
          key={editing?.id ?? "new"}
          role={mode === "edit" ? editing : null}
          permissions={permissions}
          lastResult={answer?.result ?? undefined}
          cancelHref={listPath}
        />
      ) : (
        <Link
          to={pathFor("adminRoles", locale, {}, { new: 1 })}
          className="inline-block rounded bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
        >
          {t("roles.create")}
        </Link>
      )}
      <section aria-labelledby="role-list" className="mt-8 space-y-3">
        <h2 id="role-list" className="text-lg font-semibold text-gray-900">
          {t("roles.listHeading")}
        </h2>
        <RoleList roles={roles} permissions={permissions} />
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
