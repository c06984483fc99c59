import { and, eq, inArray, or } from "drizzle-orm";
import { offerNumber } from "@contract/api/requests-desk/offer-values";
import type { Database, Executor } from "../../db/client";
import { offerLines, projectItems, variants, type ProjectItemRow } from "../../db/schema";
import { fieldRefusal } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { unitPriceText } from "../../lib/money";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { offeredLines, priceOfferedLine } from "../requests-desk/offer-cart";
import { caseOfOffer, isExpired, offerLinesOf, offerRow, requesterOf } from "../requests-desk/offer-store";
import { requireProject } from "./read";

// An offer's lines as a project's items (docs/decisions/045-projects.md): sales adds the lines of a sent offer, within
// its validity and not yet answered, made for a user of the project's company. A catalog part becomes a project part at
// the offered price (in USD at today's rate) with the offered quantity committed; an item made to order becomes an
// item with no part, sold as the offer sells it (its line's price and quantity, docs/decisions/046-offers.md).

const USD = { currency: "USD", rate: "1" } as const;

/** An item as the audit log keeps it: its part's SKU (or, made to order, its offer line's reference) and its offer line. */
export function auditedItem(row: ProjectItemRow, sku: string | null, offerLine: string | null) {
  return {
    itemId: row.id,
    sku: sku ?? offerLine,
    ...(offerLine ? { offerLine } : {}),
    unitPriceUsd: row.unitPriceUsd,
    committedQuantity: row.committedQuantity,
  };
}

/** What the audit log names an item by: its part's SKU and the reference of the offer line it came from. */
export async function itemNames(executor: Executor, row: ProjectItemRow) {
  const [part] =
    row.variantId === null ? [] : await executor.select({ sku: variants.sku }).from(variants).where(eq(variants.id, row.variantId));
  const [line] =
    row.offerLineId === null
      ? []
      : await executor
          .select({ offerId: offerLines.offerId, position: offerLines.position })
          .from(offerLines)
          .where(eq(offerLines.id, row.offerLineId));
  return { sku: part?.sku ?? null, offerLine: line ? `${offerNumber(line.offerId)}/${line.position}` : null };
}

/**
 * Adds every line of the offer `number` (TKL-000012, or 12) to the project in one transaction under the offer's row
 * lock; each item audited (`add-item` with its offer line). An offer of another company's request, or none, is a 404;
 * a draft, answered or expired offer, or a line whose part or offer line the project already holds, a 409.
 */
export async function addOfferToProject(db: Database, projectId: number, number: string, actor: StaffIdentity, locale: ApiLocale) {
  const project = await requireProject(db, projectId, null, locale);
  const offerId = Number(number.replace(/^TKL-?/i, ""));
  const label = offerNumber(offerId);
  await db.transaction(async (tx) => {
    const offer = await offerRow(tx, offerId, true);
    const found = offer && (await caseOfOffer(tx, offer.caseId));
    const requester = found && (await requesterOf(tx, found.kind, found.requestRef));
    if (!offer || !requester || requester.companyId !== project.companyId)
      throw fieldRefusal(404, "offerNumber", text("projectsDesk.noSuchOffer", locale, { number: label }));
    if (isExpired(offer))
      throw fieldRefusal(409, "offerNumber", text("projectsDesk.offerExpired", locale, { number: label, date: offer.validUntil }));
    if (offer.status !== "sent") throw fieldRefusal(409, "offerNumber", text("projectsDesk.offerNotOpen", locale, { number: label }));

    const lines = await offerLinesOf(tx, [offerId]);
    const offered = await offeredLines(
      tx,
      lines.map(({ line }) => line.id),
    );
    const variantIds = lines.flatMap(({ line }) => (line.variantId === null ? [] : [line.variantId]));
    const held = await tx
      .select({ variantId: projectItems.variantId, offerLineId: projectItems.offerLineId })
      .from(projectItems)
      .where(
        and(
          eq(projectItems.projectId, projectId),
          or(
            variantIds.length ? inArray(projectItems.variantId, variantIds) : undefined,
            inArray(
              projectItems.offerLineId,
              lines.map(({ line }) => line.id),
            ),
          ),
        ),
      );
    // A part the project holds, or one the offer names twice: a project has one price a part.
    const seen = new Set<number>();
    const taken = lines.filter(({ line }) => {
      const twice = line.variantId !== null && seen.has(line.variantId);
      if (line.variantId !== null) seen.add(line.variantId);
      return twice || held.some((item) => item.offerLineId === line.id || (line.variantId !== null && item.variantId === line.variantId));
    });
    if (taken.length) {
      const items = taken.map(({ line, sku }) => sku ?? offered.get(line.id)!.reference).join(", ");
      throw fieldRefusal(409, "offerNumber", text("projectsDesk.offerLinesInProject", locale, { items }));
    }

    for (const { line, sku } of lines) {
      const reference = offered.get(line.id)!.reference;
      // A part at the offered price as the cart shows it in USD (the day's rate), so that it is priced as any project part.
      const unitPriceUsd = line.variantId === null ? null : unitPriceText(priceOfferedLine(offered.get(line.id)!, 1, "0", USD).unitPrice);
      const [row] = await tx
        .insert(projectItems)
        .values({ projectId, variantId: line.variantId, unitPriceUsd, committedQuantity: line.quantity, offerLineId: line.id })
        .returning();
      await recordStaffAction(tx, actor, {
        objectType: "project",
        objectId: String(projectId),
        action: "add-item",
        before: null,
        after: auditedItem(row, sku, reference),
      });
    }
  });
  return label;
}
