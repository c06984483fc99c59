import { PERMISSION_SCOPES, type Permission, type PermissionScope } from "@contract/api/identity/permissions";

export {
  ALL_PERMISSIONS,
  isPermission,
  PERMISSION_SCOPES,
  type Permission,
  type PermissionScope,
} from "@contract/api/identity/permissions";

/** The names of the permissions (docs/spec.md §6), for the permission list lookup. */
export const permissionNames: Record<Permission, { tr: string; en: string }> = {
  "view-orders": { tr: "Siparişleri görüntüleme", en: "View orders" },
  "create-orders": { tr: "Sipariş verme", en: "Place orders" },
  "manage-carts": { tr: "Sepetleri yönetme", en: "Manage carts" },
  "view-current-accounts": { tr: "Cari hesapları görüntüleme", en: "View current accounts" },
  "manage-company-profile": { tr: "Firma profilini düzenleme", en: "Edit the company profile" },
  "manage-users": { tr: "Kullanıcıları yönetme", en: "Manage users" },
  "manage-roles": { tr: "Rolleri yönetme", en: "Manage roles" },
};

/** The token info's resourceAccess: each scope with the permissions held in it (Keycloak-style roles lists). */
export function resourceAccessOf(permissions: string[]) {
  const access: Partial<Record<PermissionScope, { roles: Permission[] }>> = {};
  for (const [scope, members] of Object.entries(PERMISSION_SCOPES) as Array<[PermissionScope, readonly Permission[]]>) {
    const held = members.filter((permission) => permissions.includes(permission));
    if (held.length) access[scope] = { roles: held };
  }
  return access;
}
