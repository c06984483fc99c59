import { PERMISSION_SCOPES, type Permission, type PermissionScope } from "@contract/api/identity/permissions";

export {
  ALL_PERMISSIONS,
  isPermission,
  PERMISSION_SCOPES,
  type Permission,
  type PermissionScope,
} from "@contract/api/identity/permissions";

/** The name and description of each permission (docs/decisions/027-business-accounts.md), for the permission list. */
export const permissionTexts: Record<Permission, Record<"tr" | "en", { name: string; description: string }>> = {
  "view-orders": {
    tr: { name: "Firma siparişlerini görüntüleme", description: "Firmadaki tüm kullanıcıların siparişlerini listeler ve açar." },
    en: { name: "View the company's orders", description: "Lists and opens the orders of every user of the company." },
  },
  "create-orders": {
    tr: { name: "Sipariş verme", description: "Ödeme adımlarından geçip sipariş oluşturur." },
    en: { name: "Place orders", description: "Goes through the checkout and places orders." },
  },
  "manage-user-carts": {
    tr: {
      name: "Kullanıcı sepetlerini yönetme",
      description: "Kullanıcıların aktif ve kayıtlı sepetlerini görür, adetlerini değiştirir, dışa aktarır.",
    },
    en: { name: "Manage users' carts", description: "Sees users' active and saved carts, changes quantities, exports them." },
  },
  "view-current-accounts": {
    tr: { name: "Cari hesapları görüntüleme", description: "Firmanın cari hesaplarını, limitlerini ve risklerini görür." },
    en: { name: "View current accounts", description: "Sees the company's current accounts with their limits and risks." },
  },
  "manage-company-profile": {
    tr: { name: "Firma profilini düzenleme", description: "Firma unvanını, vergi bilgilerini ve adresini değiştirir." },
    en: { name: "Edit the company profile", description: "Changes the company's title, tax details and address." },
  },
  "manage-users": {
    tr: {
      name: "Kullanıcıları yönetme",
      description: "Alt kullanıcıları davet eder, düzenler, pasifleştirir, siler ve rollerini değiştirir.",
    },
    en: { name: "Manage users", description: "Invites, edits, deactivates and deletes sub-users and changes their roles." },
  },
  "manage-roles": {
    tr: { name: "Rolleri yönetme", description: "Rolleri oluşturur, yeniden adlandırır, izinlerini belirler ve siler." },
    en: { name: "Manage roles", description: "Creates, renames and deletes roles and sets their permissions." },
  },
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
