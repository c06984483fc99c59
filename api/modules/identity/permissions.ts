import { PERMISSION_SCOPES, type Permission, type PermissionScope } from "@contract/api/identity/permissions";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";

export {
  ALL_PERMISSIONS,
  isPermission,
  PERMISSION_SCOPES,
  type Permission,
  type PermissionScope,
} from "@contract/api/identity/permissions";

/** The name and description of a permission (docs/decisions/027-business-accounts.md), from locales/<language>/api.json. */
export const permissionText = (permission: Permission, locale: ApiLocale) => ({
  name: text(`permissionNames.${permission}`, locale),
  description: text(`permissionDescriptions.${permission}`, locale),
});

/** The token info's resourceAccess: each scope with the permissions held in it (Keycloak-style roles lists). */
export function resourceAccessOf(permissions: string[]) {
  const access: Partial<Record<PermissionScope, { roles: Permission[] }>> = {};
  for (const [scope, members] of Object.entries(PERMISSION_SCOPES) as Array<[PermissionScope, readonly Permission[]]>) {
    const held = members.filter((permission) => permissions.includes(permission));
    if (held.length) access[scope] = { roles: held };
  }
  return access;
}
