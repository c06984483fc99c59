import { eq } from "drizzle-orm";
import type { RequestCaseStatus, RequestKind } from "@contract/api/requests-desk/values";
import type { Database, Executor } from "../../db/client";
import { requestCases, type RequestCaseRow } from "../../db/schema";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";

/**
 * Opens the back office's case of a request just stored (docs/decisions/041-request-cases.md): every creator of a
 * request calls it in the same transaction as its insert, so that no request is missing from the inbox.
 */
export async function openRequestCase(db: Database, kind: RequestKind, requestRef: string | number) {
  const [row] = await db
    .insert(requestCases)
    .values({ kind, requestRef: String(requestRef) })
    .returning({ id: requestCases.id });
  return row.id;
}

/** A case locked for a change in `tx`; null when there is no such case. */
export async function lockRequestCase(tx: Executor, caseId: number): Promise<RequestCaseRow | null> {
  const [row] = await tx.select().from(requestCases).where(eq(requestCases.id, caseId)).for("update");
  return row ?? null;
}

/** What the audit log keeps of a case. */
export const caseState = (row: Pick<RequestCaseRow, "status" | "assigneeStaffId">) => ({
  status: row.status,
  assigneeStaffId: row.assigneeStaffId,
});

/**
 * Moves a case to `status` in the caller's transaction: a staff member's change is audited with before and after
 * (docs/decisions/036-staff-accounts.md); `null` for a change the customer caused (accepting or declining an offer).
 * Answers false when there is no such case; setting the status a case already has changes and records nothing.
 */
export async function setRequestCaseStatus(
  tx: Executor,
  caseId: number,
  status: RequestCaseStatus,
  staff: StaffIdentity | null,
): Promise<boolean> {
  const before = await lockRequestCase(tx, caseId);
  if (!before) return false;
  if (before.status === status) return true;
  await tx.update(requestCases).set({ status, updatedAt: new Date() }).where(eq(requestCases.id, caseId));
  if (staff)
    await recordStaffAction(tx, staff, {
      objectType: "request-case",
      objectId: String(caseId),
      action: "set-status",
      before: caseState(before),
      after: caseState({ ...before, status }),
    });
  return true;
}
