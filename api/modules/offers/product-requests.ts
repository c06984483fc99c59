import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { RequestCaseStatus } from "@contract/api/requests-desk/values";
import type {
  GuestProductRequestInput,
  ProductRequest,
  productRequestSearchBody,
  UserProductRequestInput,
} from "@contract/api/offers/product-request-schemas";
import type { Database } from "../../db/client";
import { productRequests, variants } from "../../db/schema";
import type { Identity } from "../../plugins/auth";
import { contactOf, requesterName, requesterValues, type Requester } from "./requesters";
import { requestAtAddress } from "./visibility";
import { openRequestCase } from "../requests-desk/cases";
import { caseStatuses, staffReplies } from "../requests-desk/customer-view";
import { visibleRequestPage } from "./request-page";

type Row = typeof productRequests.$inferSelect;

/** The part asked about, as the catalog has it now; null when there is no such variant. */
export async function requestedVariant(db: Database, variantId: number) {
  const [row] = await db
    .select({ id: variants.id, sku: variants.sku, minimumOrderQuantity: variants.minimumOrderQuantity })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row ?? null;
}

export async function createProductRequest(
  db: Database,
  input: UserProductRequestInput | GuestProductRequestInput,
  variant: { id: number; sku: string },
  requester: Requester,
) {
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(productRequests)
      .values({
        variantId: variant.id,
        sku: variant.sku,
        quantity: input.quantity,
        targetPrice: input.targetPrice,
        targetCurrency: input.targetPrice === null ? null : input.targetCurrency,
        neededBy: input.neededBy,
        note: input.note,
        ...requesterValues(requester, input.isCommercialCommunicationApproved),
      })
      .returning({ id: productRequests.id });
    await openRequestCase(tx, "product", id);
    return id;
  });
}

const summaryOf = (row: Row, status: RequestCaseStatus) => ({
  id: row.id,
  userId: row.userId!,
  status,
  createdAt: row.createdAt.toISOString(),
  variantId: row.variantId,
  sku: row.sku,
  quantity: row.quantity,
  targetPrice: row.targetPrice,
  targetCurrency: row.targetCurrency,
  neededBy: row.neededBy,
});

export async function listProductRequests(db: Database, identity: Identity, query: z.output<typeof productRequestSearchBody>) {
  const { rows, statusOf, ...paging } = await visibleRequestPage(db, identity, productRequests, "product", query);
  return {
    items: rows.map((row) => ({ ...summaryOf(row, statusOf(row.id)), requester: requesterName(row) })),
    ...paging,
  };
}

/**
 * The request when its requester is the address's and the caller may see it, or a guest's request from the caller's
 * verified address at the caller's own id (requestAtAddress); else null, so another's answers like a missing one.
 */
export async function findProductRequest(
  db: Database,
  identity: Identity,
  address: { id: number; userId: string },
): Promise<ProductRequest | null> {
  const [row] = await db
    .select()
    .from(productRequests)
    .where(and(eq(productRequests.id, address.id), await requestAtAddress(db, identity, productRequests, address.userId)));
  if (!row) return null;
  return {
    ...summaryOf(row, (await caseStatuses(db, "product", [row.id]))(row.id)),
    // The address's: the requester's, or the caller's own for a guest's request they may claim.
    userId: address.userId,
    note: row.note,
    contact: contactOf(row),
    isCommercialCommunicationApproved: row.isCommercialCommunicationApproved,
    replies: await staffReplies(db, "product", row.id),
  };
}
