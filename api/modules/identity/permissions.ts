/** The permission list business roles are made of, by scope (spec section 6). */
export const PERMISSION_SCOPES = {
  "b2b-order-management": ["view-orders", "create-orders", "manage-carts", "view-current-accounts"],
  "b2b-identity-management": ["manage-company-profile", "manage-users", "manage-roles"],
} as const;

export type PermissionScope = keyof typeof PERMISSION_SCOPES;
export type Permission = (typeof PERMISSION_SCOPES)[PermissionScope][number];

export const ALL_PERMISSIONS: Permission[] = Object.values(PERMISSION_SCOPES).flat();

export const permissionNames: Record<Permission, { tr: string; en: string }> = {
  "view-orders": { tr: "Siparişleri görüntüleme", en: "View orders" },
  "create-orders": { tr: "Sipariş verme", en: "Place orders" },
  "manage-carts": { tr: "Sepetleri yönetme", en: "Manage carts" },
  "view-current-accounts": { tr: "Cari hesapları görüntüleme", en: "View current accounts" },
  "manage-company-profile": { tr: "Firma profilini düzenleme", en: "Edit the company profile" },
  "manage-users": { tr: "Kullanıcıları yönetme", en: "Manage users" },
  "manage-roles": { tr: "Rolleri yönetme", en: "Manage roles" },
};

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as string[]).includes(value);
}

/** The token info's resourceAccess: each scope with the permissions held in it (Keycloak-style roles lists). */
export function resourceAccessOf(permissions: string[]) {
  const access: Partial<Record<PermissionScope, { roles: Permission[] }>> = {};
  for (const [scope, members] of Object.entries(PERMISSION_SCOPES) as Array<[PermissionScope, readonly Permission[]]>) {
    const held = members.filter((permission) => permissions.includes(permission));
    if (held.length) access[scope] = { roles: held };
  }
  return access;
}
