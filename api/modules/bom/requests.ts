import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type {
  BomRequest,
  BomRequestInput,
  BomRequestLine,
  BomRequestLineInput,
  bomRequestSearchBody,
} from "@contract/api/bom/request-schemas";
import type { RequestCaseStatus } from "@contract/api/requests-desk/values";
import type { Database, Executor } from "../../db/client";
import { bomRequests, variants } from "../../db/schema";
import type { Identity } from "../../plugins/auth";
import { contactOf, requesterName, requesterValues, type Requester } from "../offers/requesters";
import { requestAtAddress } from "../offers/visibility";
import { openRequestCase } from "../requests-desk/cases";
import { caseStatuses, staffReplies } from "../requests-desk/customer-view";
import { visibleRequestPage } from "../offers/request-page";

// BOM requests (docs/decisions/059-bom-matching.md, "Requests from a BOM"): stored with their case in one
// transaction, listed and shown to the requester as the other requests are.

type Row = typeof bomRequests.$inferSelect;

/**
 * The lines with their matched packaging's SKU as the catalog has it now. A variant id the catalog does not know
 * (a hand-made post, a part deleted since the match) is dropped, so a line never names a part that is not there.
 */
async function withSkus(executor: Executor, lines: BomRequestLineInput[]): Promise<BomRequestLine[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
  const rows = ids.length
    ? await executor.select({ id: variants.id, sku: variants.sku }).from(variants).where(inArray(variants.id, ids))
    : [];
  const skus = new Map(rows.map((row) => [row.id, row.sku]));
  return lines.map((line) => {
    const sku = line.variantId ? (skus.get(line.variantId) ?? null) : null;
    return { ...line, variantId: sku === null ? null : line.variantId, sku };
  });
}

/** Stores the request and opens its case; answers its id, its case's and the lines as stored. */
export async function createBomRequest(db: Database, input: BomRequestInput, requester: Requester) {
  return db.transaction(async (tx) => {
    const lines = await withSkus(tx, input.lines);
    const [{ id }] = await tx
      .insert(bomRequests)
      .values({
        purpose: input.purpose,
        projectName: input.purpose === "project" ? input.projectName : null,
        boards: input.boards,
        sparePercent: input.sparePercent,
        lines,
        note: input.note,
        ...requesterValues(requester, input.isCommercialCommunicationApproved),
      })
      .returning({ id: bomRequests.id });
    const caseId = await openRequestCase(tx, "bom", id);
    return { id, caseId, lines };
  });
}

const summaryOf = (row: Row, status: RequestCaseStatus) => ({
  id: row.id,
  userId: row.userId!,
  status,
  createdAt: row.createdAt.toISOString(),
  purpose: row.purpose,
  projectName: row.projectName,
  boards: row.boards,
  sparePercent: row.sparePercent,
  lineCount: row.lines.length,
});

export async function listBomRequests(db: Database, identity: Identity, query: z.output<typeof bomRequestSearchBody>) {
  const { rows, statusOf, ...paging } = await visibleRequestPage(db, identity, bomRequests, "bom", query);
  return {
    items: rows.map((row) => ({ ...summaryOf(row, statusOf(row.id)), requester: requesterName(row) })),
    ...paging,
  };
}

/** The request at its dashboard address when the caller may see it (requestAtAddress); else null, like a missing one. */
export async function findBomRequest(
  db: Database,
  identity: Identity,
  address: { id: number; userId: string },
): Promise<BomRequest | null> {
  const [row] = await db
    .select()
    .from(bomRequests)
    .where(and(eq(bomRequests.id, address.id), await requestAtAddress(db, identity, bomRequests, address.userId)));
  if (!row) return null;
  return {
    ...summaryOf(row, (await caseStatuses(db, "bom", [row.id]))(row.id)),
    // The address's: the requester's, or the caller's own for a guest's request they may claim.
    userId: address.userId,
    lines: row.lines,
    note: row.note,
    contact: contactOf(row),
    isCommercialCommunicationApproved: row.isCommercialCommunicationApproved,
    replies: await staffReplies(db, "bom", row.id),
  };
}
