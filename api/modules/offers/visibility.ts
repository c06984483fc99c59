import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../db/client";
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

/**
 * A guest's requests (no account) sent from the e-mail address the caller's account has verified, as a condition:
 * theirs to read and to claim by answering an offer (docs/decisions/046-offers.md); undefined for an unverified caller.
 */
export async function claimableBy(
  db: Executor,
  identity: Identity,
  table: { userId: PgColumn; email: PgColumn },
): Promise<SQL | undefined> {
  const [caller] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, identity.userId), isNotNull(users.emailVerifiedAt)));
  return caller ? and(isNull(table.userId), sql`lower(${table.email}) = lower(${caller.email})`) : undefined;
}

/**
 * The request at a dashboard address `…/{id}/…/{userId}`, as a condition: the address's requester's and visible to
 * the caller (requestsVisibleTo), or — with the caller's own id in the address — a guest's request they may claim.
 */
export async function requestAtAddress(
  db: Database,
  identity: Identity,
  table: { userId: PgColumn; companyId: PgColumn; email: PgColumn },
  addressUserId: string,
): Promise<SQL> {
  const requesters = and(eq(table.userId, addressUserId), await requestsVisibleTo(db, identity, table))!;
  const claimable = addressUserId === identity.userId ? await claimableBy(db, identity, table) : undefined;
  return claimable ? or(requesters, claimable)! : requesters;
}
