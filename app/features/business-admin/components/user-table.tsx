import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CompanyUser } from "@contract/api/identity/user-management-schemas";
import { pathFor } from "@contract/paths";
import { ListTable } from "~/components/ui/list-table";
import { usePageLocale } from "~/lib/use-page-locale";

const STATUS_STYLES: Record<CompanyUser["status"], string> = {
  active: "bg-ok-50 text-ok-700",
  invited: "bg-primary-50 text-primary-800",
  deactivated: "bg-gray-100 text-gray-800",
};

/**
 * The company's users with their role and status; a row the caller may act on (the API's `canManage`) links to its
 * edit form and, unless it is their own, to its delete confirmation.
 */
export function UserTable({ users, query }: { users: CompanyUser[]; query: Record<string, string | number> }) {
  const { t } = useTranslation("company-users");
  const locale = usePageLocale();
  const linkTo = (extra: Record<string, string>) => pathFor("adminUsers", locale, {}, { ...query, ...extra });
  return (
    <ListTable
      caption={t("users.listHeading")}
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        {
          key: "name",
          label: t("users.name"),
          cell: (user) => (
            <span className="font-medium text-gray-900">
              {user.firstName} {user.lastName} {user.isSelf && <span className="font-normal text-gray-600">{t("users.you")}</span>}
            </span>
          ),
        },
        { key: "email", label: t("users.email"), className: "break-words", cell: (user) => user.email },
        { key: "role", label: t("users.role"), cell: (user) => user.role?.name ?? t("users.noRole") },
        {
          key: "status",
          label: t("users.status"),
          cell: (user) => (
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[user.status]}`}>
              {t(`users.statuses.${user.status}`)}
            </span>
          ),
        },
        {
          key: "actions",
          label: t("users.actions"),
          cell: (user) => (
            <span className="space-x-3 whitespace-nowrap">
              {user.canManage && (
                <Link to={linkTo({ edit: user.id })} className="font-semibold text-primary-700 underline">
                  {t("users.edit")}
                  <span className="sr-only">: {user.email}</span>
                </Link>
              )}
              {user.canManage && !user.isSelf && (
                <Link to={linkTo({ confirmDelete: user.id })} className="font-semibold text-danger-700 underline">
                  {t("users.delete")}
                  <span className="sr-only">: {user.email}</span>
                </Link>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
