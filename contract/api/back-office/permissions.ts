// The back office's staff roles and the permissions each holds (docs/decisions/036-staff-accounts.md). Staff
// permissions are a vocabulary of their own, apart from the business roles' (../identity/permissions.ts): no
// customer role can ever hold one. The API checks them per operation (`staffPermission`), the back office's menu
// shows only the desks they open; names and descriptions are in locales/<language>/api.json.

export const STAFF_PERMISSIONS = [
  "home.view",
  "orders.view",
  "orders.manage",
  "payments.view",
  "payments.confirm",
  "returns.view",
  "returns.manage",
  "invoices.manage",
  "customers.view",
  "customers.manage",
  "credit.manage",
  "rates.view",
  "rates.manage",
  "requests.view",
  "requests.manage",
  "projects.manage",
  "special-products.manage",
  "catalog.manage",
  "content.manage",
  "audit.view",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ["owner", "operations", "finance", "sales", "catalog", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role may do; the owner holds every permission. Every role holds `home.view` (the staff home). */
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  operations: [
    "home.view",
    "orders.view",
    "orders.manage",
    "payments.view",
    "returns.view",
    "returns.manage",
    "customers.view",
    "rates.view",
  ],
  finance: [
    "home.view",
    "orders.view",
    "payments.view",
    "payments.confirm",
    "returns.view",
    "returns.manage",
    "invoices.manage",
    "customers.view",
    "credit.manage",
    "rates.view",
    "rates.manage",
    "audit.view",
  ],
  sales: [
    "home.view",
    "orders.view",
    "customers.view",
    "customers.manage",
    "rates.view",
    "requests.view",
    "requests.manage",
    "projects.manage",
    "special-products.manage",
  ],
  catalog: ["home.view", "catalog.manage", "rates.view"],
  content: ["home.view", "content.manage"],
};

export const staffRoleHolds = (role: StaffRole, permission: StaffPermission) => STAFF_ROLE_PERMISSIONS[role].includes(permission);
