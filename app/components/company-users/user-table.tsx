import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CompanyUser } from "@contract/api/identity/user-management-schemas";
import { pathFor } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";

const STATUS_STYLES: Record<CompanyUser["status"], string> = {
  active: "bg-ok-50 text-ok-700",
  invited: "bg-primary-50 text-primary-800",
  deactivated: "bg-gray-100 text-gray-800",
};

/** The company's users with their role and status; each row links to its edit form and its delete confirmation. */
export function UserTable({ users, query }: { users: CompanyUser[]; query: Record<string, string | number> }) {
  const { t } = useTranslation("company-users");
  const locale = usePageLocale();
  const linkTo = (extra: Record<string, string>) => pathFor("adminUsers", locale, {}, { ...query, ...extra });
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("users.name")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("users.email")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("users.role")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("users.status")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("users.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-gray-200">
              <td className="px-3 py-2 font-medium text-gray-900">
                {user.firstName} {user.lastName} {user.isSelf && <span className="font-normal text-gray-600">{t("users.you")}</span>}
              </td>
              <td className="px-3 py-2 break-all text-gray-800">{user.email}</td>
              <td className="px-3 py-2 text-gray-800">{user.role?.name ?? t("users.noRole")}</td>
              <td className="px-3 py-2">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[user.status]}`}>
                  {t(`users.statuses.${user.status}`)}
                </span>
              </td>
              <td className="space-x-3 px-3 py-2 whitespace-nowrap">
                <Link to={linkTo({ edit: user.id })} className="font-semibold text-primary-700 underline">
                  {t("users.edit")}
                  <span className="sr-only">: {user.email}</span>
                </Link>
                {!user.isSelf && (
                  <Link to={linkTo({ confirmDelete: user.id })} className="font-semibold text-danger-700 underline">
                    {t("users.delete")}
                    <span className="sr-only">: {user.email}</span>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
