import { PERMISSION_SCOPES, type Permission, type PermissionScope } from "@contract/api/identity/permissions";

export {
  ALL_PERMISSIONS,
  isPermission,
  PERMISSION_SCOPES,
  type Permission,
  type PermissionScope,
} from "@contract/api/identity/permissions";

/** The token info's resourceAccess: each scope with the permissions held in it (Keycloak-style roles lists). */
export function resourceAccessOf(permissions: string[]) {
  const access: Partial<Record<PermissionScope, { roles: Permission[] }>> = {};
  for (const [scope, members] of Object.entries(PERMISSION_SCOPES) as Array<[PermissionScope, readonly Permission[]]>) {
    const held = members.filter((permission) => permissions.includes(permission));
    if (held.length) access[scope] = { roles: held };
  }
  return access;
}
