import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { AuditEntry, AuditLog, AuditLogQuery } from "@contract/api/back-office/schemas";
import type { Executor } from "../../db/client";
import { staffAuditLog, type StaffAuditRow } from "../../db/schema";
import type { StaffIdentity } from "./staff-identity";

/** One staff change as a desk describes it: the object, the action, its state before and after, and why. */
export interface StaffAction {
  /** The kind of object, in kebab case: `order`, `return`, `exchange-rate`, `company`, … */
  objectType: string;
  objectId: string;
  /** What was done, in kebab case: `confirm-transfer`, `override`, … */
  action: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/**
 * Records a staff change in the audit log (docs/decisions/036-staff-accounts.md). Call it with the transaction that
 * makes the change, so that both are kept or neither is; the log is append-only (a trigger refuses UPDATE and DELETE).
 */
export async function recordStaffAction(tx: Executor, actor: StaffIdentity, action: StaffAction) {
  await tx.insert(staffAuditLog).values({
    staffId: actor.staffId,
    staffEmail: actor.email,
    staffName: actor.name,
    objectType: action.objectType,
    objectId: action.objectId,
    action: action.action,
    before: action.before ?? null,
    after: action.after ?? null,
    reason: action.reason ?? null,
  });
}

const entryOf = (row: StaffAuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  staffId: row.staffId,
  staffEmail: row.staffEmail,
  staffName: row.staffName,
  objectType: row.objectType,
  objectId: row.objectId,
  action: row.action,
  before: row.before,
  after: row.after,
  reason: row.reason,
});

/** The entries of one object, newest first: a desk puts them in its object's answer (the AuditTrail component shows them). */
export async function auditEntriesOf(executor: Executor, objectType: string, objectId: string, limit = 100): Promise<AuditEntry[]> {
  const rows = await executor
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.objectType, objectType), eq(staffAuditLog.objectId, objectId)))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit);
  return rows.map(entryOf);
}

/** Midnight of an Istanbul day (UTC+3 all year, as rates/calendar.ts says). */
export const istanbulMidnight = (isoDate: string, plusDays = 0) =>
  new Date(Date.parse(`${isoDate}T00:00:00+03:00`) + plusDays * 86_400_000);

/** The audit log searched, newest first, a page at a time. */
export async function searchAuditLog(executor: Executor, query: AuditLogQuery): Promise<AuditLog> {
  // The staff filter is matched as typed: % and _ are not wildcards here.
  const staffPattern = query.staff ? `%${query.staff.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const conditions: (SQL | undefined)[] = [
    query.objectType ? eq(staffAuditLog.objectType, query.objectType) : undefined,
    query.objectId ? eq(staffAuditLog.objectId, query.objectId) : undefined,
    query.action ? eq(staffAuditLog.action, query.action) : undefined,
    staffPattern ? ilike(staffAuditLog.staffEmail, staffPattern) : undefined,
    query.from ? gte(staffAuditLog.at, istanbulMidnight(query.from)) : undefined,
    query.to ? lt(staffAuditLog.at, istanbulMidnight(query.to, 1)) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await executor.select({ total: count() }).from(staffAuditLog).where(where);
  const rows = await executor
    .select()
    .from(staffAuditLog)
    .where(where)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(entryOf), page: query.page, pageSize: query.pageSize, totalCount: total };
}
