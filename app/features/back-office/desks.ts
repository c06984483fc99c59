import type { StaffPermission } from "@contract/api/back-office/permissions";
import type { StaffHome } from "@contract/api/back-office/schemas";
import type { Locale } from "@contract/locale";
import { pathFor, type StaticPageKey } from "@contract/paths";

/**
 * The back office's desks in the side navigation, each with the staff permission that opens it: a member sees only
 * the desks their role opens (docs/decisions/036-staff-accounts.md). A new desk adds its page here.
 */
export const BACK_OFFICE_DESKS: ReadonlyArray<{ key: StaticPageKey; label: string; permission: StaffPermission }> = [
  { key: "backOffice", label: "nav.home", permission: "home.view" },
  { key: "backOfficeOrders", label: "nav.orders", permission: "orders.view" },
  { key: "backOfficeReturns", label: "nav.returns", permission: "returns.view" },
  { key: "backOfficeReconciliation", label: "nav.reconciliation", permission: "payments.view" },
  { key: "backOfficeCustomers", label: "nav.customers", permission: "customers.view" },
  { key: "backOfficeRequests", label: "nav.requests", permission: "requests.view" },
  { key: "backOfficeInvoices", label: "nav.invoices", permission: "invoices.manage" },
  { key: "backOfficeCatalog", label: "nav.catalog", permission: "catalog.manage" },
  { key: "backOfficeRates", label: "nav.rates", permission: "rates.view" },
  { key: "backOfficeAudit", label: "nav.audit", permission: "audit.view" },
];

export const desksOf = (permissions: readonly string[]) => BACK_OFFICE_DESKS.filter((desk) => permissions.includes(desk.permission));

/** Whether a path is the back office's (its pages have a layout of their own, without the store's header). */
export function isBackOfficePath(pathname: string): boolean {
  return (["tr", "en"] as Locale[]).some((locale) => {
    const root = pathFor("backOffice", locale);
    return pathname === root || pathname.startsWith(`${root}/`);
  });
}

/**
 * Where each count of the staff home leads: the desk's list filtered to those items. Null until the desk exists
 * (the orders and returns desks fill theirs in); the count then shows without a link.
 */
export const HOME_COUNT_LINKS: Record<keyof StaffHome, { key: StaticPageKey; query: Record<string, string> } | null> = {
  ordersAwaitingPayment: { key: "backOfficeOrders", query: { status: "awaiting_payment" } },
  ordersToPrepare: { key: "backOfficeOrders", query: { status: "paid" } },
  ordersToShip: { key: "backOfficeOrders", query: { status: "preparing" } },
  returnsToDecide: { key: "backOfficeReturns", query: { status: "requested" } },
  transfersUnmatched: { key: "backOfficeReconciliation", query: { status: "open" } },
  requestsWaiting: { key: "backOfficeRequests", query: { status: "new" } },
};
