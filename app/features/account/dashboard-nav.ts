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
 * b2b-identity-management permissions (manage-users, manage-roles) and users' carts with manage-user-carts. The menu
 * only hides: the API refuses what a role lacks.
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
        { key: "billingAddresses", label: "nav.billingAddresses" },
        { key: "shippingAddresses", label: "nav.shippingAddresses" },
      ],
    },
    {
      label: "nav.groups.requests",
      items: [
        { key: "pcbStencilRequests", label: "nav.pcbStencilRequests" },
        { key: "heatSinkRequests", label: "nav.heatSinkRequests" },
        { key: "priceStockRequests", label: "nav.priceStockRequests" },
      ],
    },
  ];
  const administration: DashboardNavItem[] = [];
  if (business && user.permissions.includes("manage-users")) administration.push({ key: "adminUsers", label: "nav.adminUsers" });
  if (business && user.permissions.includes("manage-roles")) administration.push({ key: "adminRoles", label: "nav.adminRoles" });
  if (business && user.permissions.includes("manage-user-carts"))
    administration.push({ key: "adminUserCarts", label: "nav.adminUserCarts" });
  if (administration.length) groups.push({ label: "nav.groups.administration", items: administration });
  return groups;
}
