import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import {
  changeCompanyUserRole,
  deleteCompanyUser,
  getCompanyUser,
  inviteCompanyUser,
  listCompanyUsers,
  updateCompanyUser,
} from "@contract/api/identity/user-management-operations";
import { USER_STATUSES } from "@contract/api/identity/user-management-schemas";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { DashboardShell } from "~/features/account/components/dashboard-shell";
import { Pagination } from "~/components/ui/pagination";
import { EditUserForms } from "~/features/business-admin/components/edit-user-forms";
import { InviteUserForm } from "~/features/business-admin/components/invite-user-form";
import { UserTable } from "~/features/business-admin/components/user-table";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Form } from "~/components/ui/form";
import {
  CHANGE_ROLE_INTENT,
  DELETE_USER_INTENT,
  editUserForm,
  INVITE_USER_INTENT,
  inviteUserForm,
  REFUSALS_ON_FORM,
  UPDATE_USER_INTENT,
  userRoleForm,
} from "~/features/business-admin/forms/company-users";
import { pageFrom } from "~/lib/list-query";
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

// "catalog": the pager's words.
export const handle = { i18n: ["common", "account", "company-users", "catalog"] };

export const headers = passCacheControl;

const USERS_PAGE_SIZE = 20;

/** The list's search and status as the address holds them (kept on every link of the page). */
function listQuery(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  const asked = url.searchParams.get("status");
  const status = USER_STATUSES.find((value) => value === asked);
  return { q, status };
}

/**
 * The company's users (searched, filtered, paged), plus one of: the invitation form (?new), a user's edit forms
 * (?edit=<id>) or the delete confirmation (?confirmDelete=<id>). The API refuses a role without manage-users (403),
 * and says which users the caller may act on and which roles they may give (docs/decisions/027-business-accounts.md):
 * the page offers nothing else.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { q, status } = listQuery(url);
  const page = pageFrom(url.searchParams);
  const editId = url.searchParams.get("edit");
  const deleteId = url.searchParams.get("confirmDelete");
  const [list, editable, deletable] = await Promise.all([
    dashboardGet(args, listCompanyUsers, {
      query: { page, pageSize: USERS_PAGE_SIZE, ...(q ? { q } : {}), ...(status ? { status } : {}) },
    }),
    editId ? dashboardGet(args, getCompanyUser, { params: { id: editId } }) : null,
    deleteId ? dashboardGet(args, getCompanyUser, { params: { id: deleteId } }) : null,
  ]);
  const roles = list.grantableRoles;
  const editing = editable?.canManage ? editable : null;
  const deleting = deletable?.canManage && !deletable.isSelf ? deletable : null;
  const mode = deleting ? "confirmDelete" : editing ? "edit" : url.searchParams.has("new") ? "new" : "list";
  return data(
    { ...(await dashboardMeta(args.request, "nav.adminUsers")), list, roles, editing, deleting, mode, q, status: status ?? null },
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
  const listPath = pathFor("adminUsers", locale);
  const client = api(args);

  if (intent === DELETE_USER_INTENT) {
    try {
      await client.call(deleteCompanyUser, { params: { id } });
    } catch (error) {
      return formFailure(args, error, (reply) => ({ intent, result: null, error: reply.formErrors?.[0] ?? null }), REFUSALS_ON_FORM);
    }
    return redirectWithToast(listPath, { type: "success", title: t("users.deleted") });
  }
  if (intent === INVITE_USER_INTENT) {
    const submission = parseWithZod(formData, { schema: inviteUserForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), error: null }, { status: 400 });
    try {
      await client.call(inviteCompanyUser, { body: submission.value });
    } catch (error) {
      return formFailure(args, error, (reply) => ({ intent, result: submission.reply(reply), error: null }), REFUSALS_ON_FORM);
    }
    return redirectWithToast(listPath, { type: "success", title: t("users.invited", { email: submission.value.email }) });
  }
  if (intent === UPDATE_USER_INTENT || intent === CHANGE_ROLE_INTENT) {
    const editPath = pathFor("adminUsers", locale, {}, { edit: id });
    const submission = parseWithZod(formData, { schema: intent === UPDATE_USER_INTENT ? editUserForm : userRoleForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), error: null }, { status: 400 });
    try {
      if ("roleId" in submission.value) await client.call(changeCompanyUserRole, { params: { id }, body: submission.value });
      else await client.call(updateCompanyUser, { params: { id }, body: submission.value });
    } catch (error) {
      return formFailure(args, error, (reply) => ({ intent, result: submission.reply(reply), error: null }), REFUSALS_ON_FORM);
    }
    return redirectWithToast(editPath, { type: "success", title: t(intent === UPDATE_USER_INTENT ? "users.saved" : "users.roleChanged") });
  }
  return throwRouteError(new Response(t("users.unknownIntent"), { status: 400 }), args);
}

export default function AdminUsersPage() {
  const { title, list, roles, editing, deleting, mode, q, status } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation(["company-users", "common"]);
  const locale = usePageLocale();
  const query = { ...(q ? { q } : {}), ...(status ? { status } : {}) };
  const listPath = pathFor("adminUsers", locale, {}, query);
  const showInvite = mode === "new" || answer?.intent === INVITE_USER_INTENT;

  return (
    <DashboardShell title={title} intro={t("users.intro")}>
      {answer?.error && (
        <p role="alert" className="mb-4 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {answer.error}
        </p>
      )}
      {deleting && (
        <ConfirmPanel
          id="confirm-delete"
          className="mb-6"
          title={t("users.confirmDeleteTitle", { name: `${deleting.firstName} ${deleting.lastName}` })}
          text={t("users.confirmDeleteText")}
          action={listPath}
          fields={{ id: deleting.id }}
          intent={DELETE_USER_INTENT}
          confirmLabel={t("users.confirmDelete")}
          cancelTo={listPath}
          cancelLabel={t("users.keep")}
        >
          <p className="mt-2 text-sm text-gray-800">{deleting.email}</p>
        </ConfirmPanel>
      )}
      {editing ? (
        <EditUserForms
          key={editing.id}
          user={editing}
          roles={roles}
          lastResult={answer?.result ?? undefined}
          lastIntent={answer?.intent}
          cancelHref={listPath}
        />
      ) : showInvite ? (
        <InviteUserForm roles={roles} lastResult={answer?.result ?? undefined} cancelHref={listPath} />
      ) : (
        <Link
          to={pathFor("adminUsers", locale, {}, { ...query, new: 1 })}
          className="inline-block rounded bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
        >
          {t("users.invite")}
        </Link>
      )}
      <section aria-labelledby="user-list" className="mt-8 space-y-3">
        <h2 id="user-list" className="text-lg font-semibold text-gray-900">
          {t("users.listHeading")}
        </h2>
        <Form method="get" role="search" aria-label={t("users.searchForm")} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="user-search" className="block text-sm font-medium text-gray-800">
              {t("users.search")}
            </label>
            <input
              id="user-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={60}
              className="mt-1 rounded border border-gray-400 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="user-status" className="block text-sm font-medium text-gray-800">
              {t("users.status")}
            </label>
            <select
              id="user-status"
              name="status"
              defaultValue={status ?? ""}
              className="mt-1 rounded border border-gray-400 bg-white px-3 py-2"
            >
              <option value="">{t("users.anyStatus")}</option>
              {USER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`users.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="rounded border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50">
            {t("users.searchButton")}
          </button>
        </Form>
        {list.totalCount === 0 ? (
          <p className="rounded border border-dashed border-gray-400 bg-white p-6 text-sm text-gray-700">{t("users.empty")}</p>
        ) : (
          <>
            <UserTable users={list.items} query={query} />
            <Pagination
              locale={locale}
              page={list.page}
              pageSize={list.pageSize}
              total={list.totalCount}
              label={t("users.pages")}
              rangeText={(range) => t("users.range", range)}
            />
          </>
        )}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [titleMeta(loaderData?.title, matches)];
