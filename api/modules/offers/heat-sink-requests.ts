import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { RequestCaseStatus } from "@contract/api/requests-desk/values";
import type {
  GuestHeatSinkOfferInput,
  HeatSinkOffer,
  HeatSinkOfferSummary,
  heatSinkOfferListQuery,
  UserHeatSinkOfferInput,
} from "@contract/api/offers/heat-sink-schemas";
import type { Database } from "../../db/client";
import { heatSinkOfferRequests } from "../../db/schema";
import type { Identity } from "../../plugins/auth";
import { contactOf, requesterName, requesterValues, type Requester } from "./requesters";
import { requestAtAddress } from "./visibility";
import { openRequestCase } from "../requests-desk/cases";
import { caseStatuses, staffReplies } from "../requests-desk/customer-view";
import { visibleRequestPage } from "./request-page";

type Row = typeof heatSinkOfferRequests.$inferSelect;

export async function createHeatSinkRequest(db: Database, input: UserHeatSinkOfferInput | GuestHeatSinkOfferInput, requester: Requester) {
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(heatSinkOfferRequests)
      .values({
        profile: input.profile,
        lengthMm: input.lengthMm.toFixed(2),
        quantity: input.quantity,
        machiningNotes: input.machiningNotes,
        anodizingNotes: input.anodizingNotes,
        ...requesterValues(requester, input.isCommercialCommunicationApproved),
      })
      .returning({ id: heatSinkOfferRequests.id });
    await openRequestCase(tx, "heat-sink", id);
    return id;
  });
}

const summaryOf = (row: Row, status: RequestCaseStatus) => ({
  id: row.id,
  userId: row.userId!,
  status,
  createdAt: row.createdAt.toISOString(),
  profile: row.profile,
  lengthMm: Number(row.lengthMm),
  quantity: row.quantity,
});

export async function listHeatSinkRequests(db: Database, identity: Identity, query: z.output<typeof heatSinkOfferListQuery>) {
  const { rows, statusOf, ...paging } = await visibleRequestPage(db, identity, heatSinkOfferRequests, "heat-sink", query);
  const items: HeatSinkOfferSummary[] = rows.map((row) => ({ ...summaryOf(row, statusOf(row.id)), requester: requesterName(row) }));
  return { items, ...paging };
}

/**
 * The request `id` when its requester is the address's and the caller may see it (its owner, or the owner's company
 * administrator), or a guest's request from the caller's verified address at the caller's own id (requestAtAddress);
 * else null, so that another's request answers like a missing one.
 */
export async function findHeatSinkRequest(
  db: Database,
  identity: Identity,
  address: { id: number; userId: string },
): Promise<HeatSinkOffer | null> {
  const [row] = await db
    .select()
    .from(heatSinkOfferRequests)
    .where(and(eq(heatSinkOfferRequests.id, address.id), await requestAtAddress(db, identity, heatSinkOfferRequests, address.userId)));
  if (!row) return null;
  return {
    ...summaryOf(row, (await caseStatuses(db, "heat-sink", [row.id]))(row.id)),
    // The address's: the requester's, or the caller's own for a guest's request they may claim.
    userId: address.userId,
    machiningNotes: row.machiningNotes,
    anodizingNotes: row.anodizingNotes,
    contact: contactOf(row),
    isCommercialCommunicationApproved: row.isCommercialCommunicationApproved,
    replies: await staffReplies(db, "heat-sink", row.id),
  };
}
