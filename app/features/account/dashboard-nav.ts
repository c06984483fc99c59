import type { StaticPageKey } from "@contract/paths";
import type { SessionUser } from "~/lib/auth/session-user";

export interface DashboardNavItem {
  key: StaticPageKey;
  /** Translation key in the account namespace. */
  label: string;
}

export interface DashboardNavGroup {
  label: string;
  items: DashboardNavItem[];
}

/**
 * The dashboard menu for a user type and role (docs/spec.md §6): consumers have one profile and no
 * administration; business users have personal and company profiles, and administration only with the
 * b2b-identity-management permissions (manage-users, manage-roles) and users' carts with manage-user-carts; their
 * projects with view-projects. The menu only hides: the API refuses what a role lacks.
 */
export function dashboardNav(user: Pick<SessionUser, "userType" | "permissions">): DashboardNavGroup[] {
  const business = user.userType === "b2b";
  const account: DashboardNavItem[] = business
    ? [
        { key: "profilePersonal", label: "nav.profilePersonal" },
        { key: "profileCompany", label: "nav.profileCompany" },
      ]
    : [{ key: "profile", label: "nav.profile" }];
  account.push({ key: "settings", label: "nav.settings" });

  const groups: DashboardNavGroup[] = [
    { label: "nav.groups.overview", items: [{ key: "dashboard", label: "nav.home" }] },
    { label: "nav.groups.account", items: account },
    {
      label: "nav.groups.ordering",
      items: [
        { key: "orders", label: "nav.orders" },
        { key: "returns", label: "nav.returns" },
        { key: "yourCarts", label: "nav.yourCarts" },
        { key: "payments", label: "nav.payments" },
        // The statement with view-current-accounts (docs/decisions/050-current-account-self-service.md).
        ...(business && user.permissions.includes("view-current-accounts")
          ? [{ key: "transactions", label: "nav.transactions" } as const]
          : []),
        { key: "billingAddresses", label: "nav.billingAddresses" },
        { key: "shippingAddresses", label: "nav.shippingAddresses" },
        // The company's own part numbers (docs/decisions/043-customer-references.md): every business user reads them.
        ...(business ? [{ key: "customerReferenceNumbers", label: "nav.customerReferenceNumbers" } as const] : []),
      ],
    },
    {
      label: "nav.groups.products",
      items: [
        { key: "favoriteProducts", label: "nav.favoriteProducts" },
        { key: "wishLists", label: "nav.wishLists" },
        // Saved BOMs (docs/decisions/059-bom-matching.md): a user's own named things, as wish lists are.
        { key: "savedBoms", label: "nav.savedBoms" },
      ],
    },
    {
      label: "nav.groups.requests",
      items: [
        { key: "pcbStencilRequests", label: "nav.pcbStencilRequests" },
        { key: "heatSinkRequests", label: "nav.heatSinkRequests" },
        { key: "priceStockRequests", label: "nav.priceStockRequests" },
        { key: "bomRequests", label: "nav.bomRequests" },
      ],
    },
  ];
  if (business && user.permissions.includes("view-projects")) {
    groups.push({
      label: "nav.groups.projects",
      items: [
        { key: "projectList", label: "nav.projectList" },
        { key: "projectItems", label: "nav.projectItems" },
        // The company's special products (docs/decisions/053-special-products.md): the same permission as projects.
        { key: "specialProducts", label: "nav.specialProducts" },
      ],
    });
  }
  const administration: DashboardNavItem[] = [];
  if (business && user.permissions.includes("manage-users")) administration.push({ key: "adminUsers", label: "nav.adminUsers" });
  if (business && user.permissions.includes("manage-roles")) administration.push({ key: "adminRoles", label: "nav.adminRoles" });
  if (business && user.permissions.includes("manage-user-carts"))
    administration.push({ key: "adminUserCarts", label: "nav.adminUserCarts" });
  if (administration.length) groups.push({ label: "nav.groups.administration", items: administration });
  return groups;
}
