// The permissions business roles are made of, by scope (docs/spec.md §6): the API checks them per operation, the
// user-info answer lists them, the storefront's menu hides what a role lacks.

export const PERMISSION_SCOPES = {
  "b2b-order-management": [
    "view-orders",
    "create-orders",
    "manage-user-carts",
    "view-current-accounts",
    "view-projects",
    "manage-customer-references",
  ],
  "b2b-identity-management": ["manage-company-profile", "manage-users", "manage-roles"],
} as const;

export type PermissionScope = keyof typeof PERMISSION_SCOPES;
export type Permission = (typeof PERMISSION_SCOPES)[PermissionScope][number];

export const SCOPES = Object.keys(PERMISSION_SCOPES) as PermissionScope[];
export const ALL_PERMISSIONS: Permission[] = Object.values(PERMISSION_SCOPES).flat();

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as string[]).includes(value);
}
