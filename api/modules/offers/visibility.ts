import { and, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { companyRoles, users } from "../../db/schema";
import type { Identity } from "../../plugins/auth";

/** Whether the caller administers a company: their role is its administrator role. */
async function administersCompany(db: Database, identity: Identity): Promise<boolean> {
  if (!identity.companyId) return false;
  const [row] = await db
    .select({ isAdmin: companyRoles.isAdmin })
    .from(users)
    .innerJoin(companyRoles, eq(companyRoles.id, users.roleId))
    .where(and(eq(users.id, identity.userId), eq(companyRoles.companyId, identity.companyId)));
  return row?.isAdmin ?? false;
}

/**
 * The made-to-order requests the caller may see, as a condition on a request table's requester columns: their own,
 * and a company administrator's colleagues' too (the company recorded with the request, not the requester's today).
 */
export async function requestsVisibleTo(db: Database, identity: Identity, table: { userId: PgColumn; companyId: PgColumn }): Promise<SQL> {
  const own = eq(table.userId, identity.userId);
  return (await administersCompany(db, identity)) ? or(own, eq(table.companyId, identity.companyId!))! : own;
}
