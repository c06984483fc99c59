import type { RequestKind } from "@contract/api/requests-desk/values";
import type { Database } from "../../db/client";
import { requestCases } from "../../db/schema";

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
