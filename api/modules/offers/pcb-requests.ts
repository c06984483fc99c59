import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { GuestPcbOfferInput, PcbOffer, PcbEstimate, pcbOfferListQuery, UserPcbOfferInput } from "@contract/api/offers/pcb-schemas";
import { quotesBoards, quotesStencil } from "@contract/api/offers/pcb-values";
import type { Database } from "../../db/client";
import { pcbOfferGerbers, pcbOfferRequests } from "../../db/schema";
import type { UploadedFile } from "../../lib/multipart";
import type { Identity } from "../../plugins/auth";
import { contactOf, requesterName, requesterValues, type Requester } from "./requesters";
import { requestAtAddress } from "./visibility";
import { openRequestCase } from "../requests-desk/cases";
import { caseStatuses, staffReplies } from "../requests-desk/customer-view";
import { visibleRequestPage } from "./request-page";

type Row = typeof pcbOfferRequests.$inferSelect;
type Specification = UserPcbOfferInput | GuestPcbOfferInput;

/** The request's parts as stored: the boards and the stencil only when the offer type quotes them. */
function partsOf(input: Specification) {
  const boards = quotesBoards(input.offerType)
    ? {
        dimensionWidth: input.dimensionWidth!,
        dimensionHeigth: input.dimensionHeigth!,
        dimensionMeasurementType: input.dimensionMeasurementType,
        pcbQuantity: input.pcbQuantity,
        baseMaterial: input.baseMaterial,
        layer: input.layer,
        pcbThickness: input.pcbThickness,
        outerCopperWeight: input.outerCopperWeight,
        pcbColor: input.pcbColor,
        silkscreen: input.silkscreen,
        surfaceFinish: input.surfaceFinish,
        pcbRemark: input.pcbRemark,
      }
    : null;
  const stencil = quotesStencil(input.offerType)
    ? {
        stencilType: input.stencilType,
        size: input.size,
        stencilSide: input.stencilSide,
        stencilQuantity: input.stencilQuantity,
        stencilThickness: input.stencilThickness,
        existingFiducials: input.existingFiducials,
        stencilRemark: input.stencilRemark,
      }
    : null;
  return { boards, stencil };
}

/** Stores a request with its estimate and Gerber archive, in one transaction; its id and the parts it quotes. */
export async function createPcbRequest(
  db: Database,
  input: Specification,
  requester: Requester,
  estimate: PcbEstimate,
  gerber: UploadedFile | null,
) {
  const parts = partsOf(input);
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(pcbOfferRequests)
      .values({
        type: input.offerType,
        ...parts,
        deliveryTypes: input.deliveryTypeList,
        ...requesterValues(requester, input.isCommercialCommunicationApproved),
        estimate,
      })
      .returning({ id: pcbOfferRequests.id });
    if (gerber)
      await tx
        .insert(pcbOfferGerbers)
        .values({ requestId: id, fileName: gerber.fileName, size: gerber.content.length, content: gerber.content });
    const caseId = await openRequestCase(tx, "pcb", id);
    return { id, caseId, ...parts };
  });
}

export async function listPcbRequests(db: Database, identity: Identity, query: z.output<typeof pcbOfferListQuery>) {
  const { rows, statusOf, ...paging } = await visibleRequestPage(db, identity, pcbOfferRequests, "pcb", query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      userId: row.userId!,
      status: statusOf(row.id),
      createdAt: row.createdAt.toISOString(),
      estimate: row.estimate,
      boards: row.boards
        ? {
            dimensionWidth: row.boards.dimensionWidth,
            dimensionHeigth: row.boards.dimensionHeigth,
            dimensionMeasurementType: row.boards.dimensionMeasurementType,
            pcbQuantity: row.boards.pcbQuantity,
            layer: row.boards.layer,
          }
        : null,
      stencilQuantity: row.stencil?.stencilQuantity ?? null,
      requester: requesterName(row),
    })),
    ...paging,
  };
}

/**
 * The request `id` when its type and requester are those of the address and the caller may see it (its owner, or the
 * owner's company administrator), or a guest's request from the caller's verified address at the caller's own id
 * (requestAtAddress); else null, so that another's request answers like a missing one.
 */
export async function findPcbRequest(
  db: Database,
  identity: Identity,
  address: { id: number; type: string; userId: string },
): Promise<PcbOffer | null> {
  const [row] = await db
    .select()
    .from(pcbOfferRequests)
    .where(
      and(
        eq(pcbOfferRequests.id, address.id),
        eq(pcbOfferRequests.type, address.type as Row["type"]),
        await requestAtAddress(db, identity, pcbOfferRequests, address.userId),
      ),
    );
  if (!row) return null;
  const [gerber] = await db
    .select({ fileName: pcbOfferGerbers.fileName, size: pcbOfferGerbers.size })
    .from(pcbOfferGerbers)
    .where(eq(pcbOfferGerbers.requestId, row.id));
  return {
    id: row.id,
    type: row.type,
    // The address's: the requester's, or the caller's own for a guest's request they may claim.
    userId: address.userId,
    status: (await caseStatuses(db, "pcb", [row.id]))(row.id),
    createdAt: row.createdAt.toISOString(),
    estimate: row.estimate,
    boards: row.boards,
    stencil: row.stencil,
    deliveryTypeList: row.deliveryTypes as PcbOffer["deliveryTypeList"],
    contact: contactOf(row),
    isCommercialCommunicationApproved: row.isCommercialCommunicationApproved,
    gerber: gerber ?? null,
    replies: await staffReplies(db, "pcb", row.id),
  };
}
