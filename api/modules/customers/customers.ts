import { and, count, desc, eq, gt, ilike, isNotNull, isNull, max, or, sql, type SQL } from "drizzle-orm";
import type { CustomerListQuery, CustomerStatus, CustomerSummary, DeskCustomer } from "@contract/api/customers/schemas";
import type { Database, Executor } from "../../db/client";
import { addresses, companies, companyRoles, orders, refreshTokens, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { auditEntriesOf, recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { addressSummary } from "../checkout/service";
import { revokeAllSignIns, type SignIns } from "../identity/tokens";

// The customers desk (docs/decisions/040-customers-and-credit.md): consumers and business users searched, one
// customer's page, and their deactivation by the store's staff.

/** How many of a customer's newest orders their page lists (the orders desk lists them all). */
const RECENT_ORDERS = 20;

/** A search text matched as typed: % and _ are not wildcards here. */
export const containing = (typed: string) => `%${typed.replace(/[\\%_]/g, "\\$&")}%`;

export const customerColumns = {
  id: users.id,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  companyId: users.companyId,
  companyTitle: companies.title,
  emailVerifiedAt: users.emailVerifiedAt,
  deactivatedAt: users.deactivatedAt,
  invitedBy: users.invitedBy,
  createdAt: users.createdAt,
};

interface CustomerRow {
  id: string;
  userType: "b2b" | "b2c";
  firstName: string;
  lastName: string;
  email: string;
  companyId: string | null;
  companyTitle: string | null;
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  invitedBy: string | null;
  createdAt: Date;
}

/** Deactivated, else active once the e-mail is verified; an unverified sub-user is still invited. */
const statusOf = (row: CustomerRow): CustomerStatus =>
  row.deactivatedAt ? "deactivated" : row.emailVerifiedAt ? "active" : row.invitedBy ? "invited" : "unverified";

export const customerSummary = (row: CustomerRow): CustomerSummary => ({
  id: row.id,
  userType: row.userType,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  companyId: row.companyId,
  companyTitle: row.companyTitle,
  status: statusOf(row),
  createdAt: row.createdAt.toISOString(),
});

const STATUS_CONDITIONS: Record<CustomerStatus, SQL | undefined> = {
  active: and(isNull(users.deactivatedAt), isNotNull(users.emailVerifiedAt)),
  invited: and(isNull(users.deactivatedAt), isNull(users.emailVerifiedAt), isNotNull(users.invitedBy)),
  unverified: and(isNull(users.deactivatedAt), isNull(users.emailVerifiedAt), isNull(users.invitedBy)),
  deactivated: isNotNull(users.deactivatedAt),
};

export async function searchCustomers(db: Database, query: CustomerListQuery) {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(companies.title, pattern),
          ilike(companies.taxNumber, pattern),
        )
      : undefined,
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.status ? STATUS_CONDITIONS[query.status] : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where);
  const rows = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(customerSummary), page: query.page, pageSize: query.pageSize, totalCount: total };
}

/** What the audit log keeps of a customer's state. */
const stateOf = (row: CustomerRow) => ({ status: statusOf(row), deactivatedAt: row.deactivatedAt?.toISOString() ?? null });

async function customerRow(executor: Executor, userId: string, locale: ApiLocale, lock = false) {
  const query = executor
    .select({
      ...customerColumns,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
      languageCode: users.languageCode,
      roleName: companyRoles.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyRoles, eq(companyRoles.id, users.roleId))
    .where(eq(users.id, userId));
  const [row] = await (lock ? query.for("update", { of: users }) : query);
  if (!row) throw new AppError(404, message("notFound", locale));
  return row;
}

export async function deskCustomer(db: Database, userId: string, locale: ApiLocale): Promise<DeskCustomer> {
  const row = await customerRow(db, userId, locale);
  const [signIns] = await db
    .select({ open: count() })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    );
  const [lastSignIn] = await db
    .select({ at: max(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId));
  const [{ orderCount }] = await db.select({ orderCount: count() }).from(orders).where(eq(orders.userId, userId));
  const recent = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentType: orders.paymentType,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currencyCode,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  const book = await db
    .select()
    .from(addresses)
    .where(row.companyId ? eq(addresses.companyId, row.companyId) : eq(addresses.userId, userId))
    .orderBy(addresses.kind, desc(addresses.isDefault), addresses.title);
  return {
    ...customerSummary(row),
    phone: row.phone ? `${row.phoneCountryCode ?? ""} ${row.phone}`.trim() : null,
    languageCode: row.languageCode,
    roleName: row.roleName,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    openSignIns: signIns.open,
    lastSignInAt: lastSignIn.at?.toISOString() ?? null,
    orders: recent.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    orderCount,
    addresses: book.map((address) => ({
      id: address.id,
      kind: address.kind,
      title: address.title,
      name: address.companyName ?? `${address.firstName} ${address.lastName}`,
      summary: addressSummary(address),
      taxNumber: address.taxNumber,
      isDefault: address.isDefault,
    })),
    audit: await auditEntriesOf(db, "customer", userId),
  };
}

/**
 * Deactivates or reactivates a customer with a reason, audited in the same transaction. A deactivated customer cannot
 * sign in and is answered no request; their sign-ins end at once, as when a company administrator deactivates a
 * sub-user (api/modules/user-management/user-changes.ts).
 */
export async function setCustomerActive(
  deps: SignIns,
  userId: string,
  active: boolean,
  reason: string,
  by: StaffIdentity,
  locale: ApiLocale,
): Promise<DeskCustomer> {
  await deps.db.transaction(async (tx) => {
    const before = await customerRow(tx, userId, locale, true);
    if (Boolean(before.deactivatedAt) !== active) {
      throw new AppError(409, text(active ? "customersDesk.notDeactivated" : "customersDesk.alreadyDeactivated", locale));
    }
    const deactivatedAt = active ? null : new Date();
    await tx.update(users).set({ deactivatedAt, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordStaffAction(tx, by, {
      objectType: "customer",
      objectId: userId,
      action: active ? "reactivate" : "deactivate",
      before: stateOf(before),
      after: stateOf({ ...before, deactivatedAt }),
      reason,
    });
  });
  if (!active) await revokeAllSignIns(deps, [userId]);
  return deskCustomer(deps.db, userId, locale);
}
