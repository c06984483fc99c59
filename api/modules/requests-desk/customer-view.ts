import { and, asc, eq, inArray } from "drizzle-orm";
import type { RequestReply } from "@contract/api/offers/request-schemas";
import type { RequestCaseStatus, RequestKind } from "@contract/api/requests-desk/values";
import type { Executor } from "../../db/client";
import { requestCases, requestMessages } from "../../db/schema";

// What a customer's request pages show of the store's handling (docs/decisions/041-request-cases.md): the case's
// status instead of the request table's old one, and the staff's replies, never their internal notes.

/** The status of each request's case, by the request's id; a request without one (none should be) reads as new. */
export async function caseStatuses(executor: Executor, kind: RequestKind, ids: readonly (number | string)[]) {
  const refs = ids.map(String);
  const rows = refs.length
    ? await executor
        .select({ requestRef: requestCases.requestRef, status: requestCases.status })
        .from(requestCases)
        .where(and(eq(requestCases.kind, kind), inArray(requestCases.requestRef, refs)))
    : [];
  const statuses = new Map(rows.map((row) => [row.requestRef, row.status]));
  return (id: number | string): RequestCaseStatus => statuses.get(String(id)) ?? "new";
}

/** The replies the staff sent about a request, oldest first. */
export async function staffReplies(executor: Executor, kind: RequestKind, id: number | string): Promise<RequestReply[]> {
  const rows = await executor
    .select({ body: requestMessages.body, createdAt: requestMessages.createdAt })
    .from(requestMessages)
    .innerJoin(requestCases, eq(requestCases.id, requestMessages.caseId))
    .where(and(eq(requestCases.kind, kind), eq(requestCases.requestRef, String(id)), eq(requestMessages.internal, false)))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return rows.map((row) => ({ body: row.body, createdAt: row.createdAt.toISOString() }));
}
