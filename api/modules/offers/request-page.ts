import { count, desc, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RequestKind } from "@contract/api/requests-desk/values";
import type { Database } from "../../db/client";
import type { Identity } from "../../plugins/auth";
import { caseStatuses } from "../requests-desk/customer-view";
import { requestsVisibleTo } from "./visibility";

/** A customer request table: every kind keeps its requester, company, id and time alike (docs/decisions/041-request-cases.md). */
type RequestTable = PgTable & { id: PgColumn; userId: PgColumn; companyId: PgColumn; createdAt: PgColumn };

/**
 * A page of the requests of one kind the caller may see (their own, and a company administrator's colleagues'),
 * newest first, with each one's case status: the dashboard's request lists, whatever the kind.
 */
export async function visibleRequestPage<T extends RequestTable>(
  db: Database,
  identity: Identity,
  table: T,
  kind: RequestKind,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = await requestsVisibleTo(db, identity, table);
  const [{ total }] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)) as InferSelectModel<T>[];
  const statusOf = await caseStatuses(
    db,
    kind,
    rows.map((row) => (row as { id: number | string }).id),
  );
  return { rows, statusOf, page, pageSize, totalCount: total };
}
