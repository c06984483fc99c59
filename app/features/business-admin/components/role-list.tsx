import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CompanyRole } from "@contract/api/identity/user-management-schemas";
import type { PermissionItem } from "@contract/api/lookups/schemas";
import { pathFor } from "@contract/paths";
import { usePageLocale } from "~/lib/use-page-locale";

/**
 * The company's roles, each with the names of its permissions and how many users hold it; a role the caller holds
 * all of (the API's `canGrant`) links to its form and, when nobody holds it, to its delete confirmation.
 */
export function RoleList({ roles, permissions }: { roles: CompanyRole[]; permissions: PermissionItem[] }) {
  const { t } = useTranslation("company-users");
  const locale = usePageLocale();
  const nameOf = (code: string) => permissions.find((item) => item.code === code)?.name ?? code;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {roles.map((role) => (
        <li key={role.id} className="rounded border border-gray-200 bg-white p-4">
          <h3 className="font-semibold text-gray-900">{role.name}</h3>
          <p className="text-sm text-gray-700">
            {t("roles.userCount", { count: role.userCount })}
            {role.isAdmin && ` · ${t("roles.administrator")}`}
          </p>
          <p className="mt-2 text-sm text-gray-800">
            {role.permissions.length ? role.permissions.map(nameOf).join(", ") : t("roles.noPermissions")}
          </p>
          <p className="mt-3 space-x-4 text-sm">
            {role.canGrant && (
              <Link to={pathFor("adminRoles", locale, {}, { edit: role.id })} className="font-semibold text-primary-700 underline">
                {t("roles.edit")}
                <span className="sr-only">: {role.name}</span>
              </Link>
            )}
            {role.canGrant && !role.isAdmin && role.userCount === 0 && (
              <Link to={pathFor("adminRoles", locale, {}, { confirmDelete: role.id })} className="font-semibold text-danger-700 underline">
                {t("roles.delete")}
                <span className="sr-only">: {role.name}</span>
              </Link>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
